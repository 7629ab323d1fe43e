use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// The offline dealer's files (the `dealer` crate, built beside the site by
/// scripts/build-dealer.sh); the service worker keeps them with this page.
pub const DEALER_SCRIPT: &str = "/dealer/dealer.js";
pub const DEALER_WASM: &str = "/dealer/dealer_bg.wasm";

/// On a game's setup address the dealer draws the setup in place of this
/// page's message; anywhere else (or should it fail) the message stays. Either
/// way the page's scripts are then let go (they wait for the `HYDRATED` mark,
/// as on a scorepad: `scripts_wait_for_the_pad`).
const DEAL: &str = r#"(async () => {
  try {
    if (location.pathname.endsWith("/setup")) {
      const dealer = await import(SCRIPT);
      await dealer.default({ module_or_path: WASM });
      if (dealer.deal()) return;
    }
  } catch (error) {
    console.error("the offline dealer failed", error);
  }
  document.body.setAttribute(HYDRATED, "true");
})();"#;

/// What the service worker shows for an address this phone has never opened while
/// there is no connection (it keeps a copy of this page from its first visit).
#[component]
pub fn OfflinePage() -> impl IntoView {
    let i18n = use_i18n();
    let deal = DEAL
        .replace("SCRIPT", &format!("{DEALER_SCRIPT:?}"))
        .replace("WASM", &format!("{DEALER_WASM:?}"))
        .replace("HYDRATED", &format!("{:?}", crate::bridge::data::HYDRATED));
    view! {
        <PageTitle text=format!("{} · Tableside", i18n.t().offline_title) />
        <section class="panel panel--center not-found" data-testid="offline-page">
            <h1>{i18n.t().offline_title}</h1>
            <p>{i18n.t().offline_body}</p>
            <a class="button button--primary" href="/">{i18n.t().all_games}</a>
        </section>
        <script type="module" nonce=leptos::nonce::use_nonce>{deal}</script>
    }
}
