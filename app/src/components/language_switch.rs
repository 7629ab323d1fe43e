use crate::i18n::{use_i18n, Locale};
use leptos::prelude::*;

/// Links to every language: each asks the server to remember the choice and come
/// back to this page, rendered in that language.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let i18n = use_i18n();
    let here = crate::links::current_page();
    view! {
        <nav class="lang-switch" aria-label=i18n.t().language_switch_label>
            {Locale::ALL.map(|locale| {
                let href = crate::links::language_href(locale.tag(), &here);
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
