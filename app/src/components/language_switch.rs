use crate::i18n::{use_i18n, Texts};
use games::Language;
use leptos::prelude::*;

/// Links to every language: each asks the server to remember the choice and come
/// back to this page, rendered in that language.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let i18n = use_i18n();
    let here = crate::links::current_page();
    view! {
        <nav class="lang-switch" aria-label=i18n.t().language_switch_label>
            {Language::ALL.map(|language| {
                let href = crate::links::language_href(language.tag(), &here);
                let current = (i18n.language() == language).then_some("true");
                view! {
                    <a
                        href=href
                        hreflang=language.tag()
                        lang=language.tag()
                        aria-current=current
                    >
                        {language.strings().language_name}
                    </a>
                }
            })}
        </nav>
    }
}
