use crate::i18n::{use_i18n, Locale};
use leptos::prelude::*;
use leptos_router::hooks::use_location;

/// Links to every language: each asks the server to remember the choice and come
/// back to this page, rendered in that language.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    // The router's `search` comes without its `?`.
    let search = location.search.get_untracked();
    let here = if search.is_empty() {
        location.pathname.get_untracked()
    } else {
        format!("{}?{search}", location.pathname.get_untracked())
    };
    view! {
        <nav class="lang-switch" aria-label=i18n.t().language_switch_label>
            {Locale::ALL.map(|locale| {
                let href = format!("/lang/{}?next={}", locale.tag(), percent_encode(&here));
                let current = (i18n.locale() == locale).then_some("true");
                view! {
                    <a
                        href=href
                        hreflang=locale.tag()
                        lang=locale.tag()
                        aria-current=current
                    >
                        {locale.strings().language_name}
                    </a>
                }
            })}
        </nav>
    }
}

/// Percent-encodes everything but unreserved characters (RFC 3986), so a path with
/// its query survives as one query value.
pub(super) fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::percent_encode;

    #[test]
    fn keeps_paths_readable_and_escapes_the_rest() {
        assert_eq!(percent_encode("/catan/setup"), "/catan/setup");
        assert_eq!(
            percent_encode("/catan/setup?players=4&seed=AB12"),
            "/catan/setup%3Fplayers%3D4%26seed%3DAB12"
        );
        assert_eq!(percent_encode("/名"), "/%E5%90%8D");
    }
}
