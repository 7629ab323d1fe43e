//! The page's Content-Security-Policy. Leptos makes a fresh nonce per page and puts
//! it on its hydration scripts; the header allowing exactly those scripts must be
//! set here, where the nonce is known.

use http::header::{HeaderValue, CONTENT_SECURITY_POLICY};
use leptos::prelude::use_context;

/// Scripts only from this site or carrying this page's nonce (never inline
/// `unsafe-inline` scripts), wasm compilation allowed, no framing, no plugins.
pub fn page_policy(nonce: &str) -> String {
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; \
         object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// Makes this page's nonce and sends the policy that trusts it.
pub fn protect_page() {
    leptos::nonce::provide_nonce();
    let (Some(nonce), Some(response)) = (
        leptos::nonce::use_nonce(),
        use_context::<leptos_axum::ResponseOptions>(),
    ) else {
        return;
    };
    if let Ok(value) = HeaderValue::from_str(&page_policy(&nonce)) {
        response.insert_header(CONTENT_SECURITY_POLICY, value);
    }
}

#[cfg(test)]
mod tests {
    use super::page_policy;

    #[test]
    fn scripts_need_the_nonce_and_never_unsafe_inline() {
        let policy = page_policy("abc123");
        let scripts = policy
            .split(';')
            .find(|d| d.trim().starts_with("script-src"))
            .unwrap();
        assert!(scripts.contains("'nonce-abc123'"));
        assert!(!scripts.contains("unsafe-inline"));
        assert!(policy.contains("frame-ancestors 'none'"));
    }
}
