use crate::i18n::{use_i18n, Locale};
use leptos::prelude::*;
use leptos_router::hooks::use_location;

/// Links to every language. Without JavaScript each link asks the server to
/// remember the choice and come back here; once hydrated, a tap switches in place.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let i18n = use_i18n();
    let location = use_location();
    let here = move || format!("{}{}", location.pathname.get(), location.search.get());
    view! {
        <nav class="lang-switch" aria-label=move || i18n.t().language_switch_label>
            {Locale::ALL.map(|locale| {
                let href = move || format!("/lang/{}?next={}", locale.tag(), percent_encode(&here()));
                let current = move || (i18n.locale() == locale).then_some("true");
                view! {
                    <a
                        href=href
                        hreflang=locale.tag()
                        lang=locale.tag()
                        aria-current=current
                        on:click=move |ev| {
                            ev.prevent_default();
                            i18n.set(locale);
                        }
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
fn percent_encode(text: &str) -> String {
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
