use super::LanguageSwitch;
use crate::i18n::use_i18n;
use crate::theme::Theme;
use leptos::prelude::*;

/// The bar at the top of every page: brand (home link) and language switch.
#[component]
pub fn SiteHeader() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <a class="skip-link" href="#main">{i18n.t().skip_to_content}</a>
        <header class="site-header">
            <a class="brand" href="/">
                <Logo />
                <span class="brand__name">"Tableside"</span>
            </a>
            <LanguageSwitch />
        </header>
    }
}

#[component]
pub fn SiteFooter() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <footer class="site-footer">
            <ThemeSwitch />
            <p>{i18n.t().footer_note}</p>
        </footer>
    }
}

/// System, light or dark: links through the server, which remembers the choice
/// and renders this page again in it.
#[component]
fn ThemeSwitch() -> impl IntoView {
    let i18n = use_i18n();
    let t = i18n.t();
    let current = crate::request::request_theme();
    let next = crate::links::current_page();
    view! {
        <nav class="theme-switch" aria-label=t.theme_label>
            <span aria-hidden="true">{t.theme_label}</span>
            {Theme::ALL
                .map(|theme| {
                    view! {
                        <a
                            href=crate::links::theme_href(theme.name(), &next)
                            aria-current=(theme == current).then_some("true")
                            data-testid=format!("theme-{}", theme.name())
                        >
                            {(t.theme_name)(theme)}
                        </a>
                    }
                })}
        </nav>
    }
}

/// The brand mark: a round table seen from above, with a die on it.
#[component]
fn Logo() -> impl IntoView {
    view! {
        <svg class="brand__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="var(--brand)" />
            <circle cx="16" cy="16" r="11" fill="var(--brand-felt)" />
            <rect x="10.5" y="10.5" width="11" height="11" rx="2.5" fill="#fffaf0" />
            <circle cx="13.5" cy="13.5" r="1.4" fill="var(--brand)" />
            <circle cx="16" cy="16" r="1.4" fill="var(--brand)" />
            <circle cx="18.5" cy="18.5" r="1.4" fill="var(--brand)" />
        </svg>
    }
}
