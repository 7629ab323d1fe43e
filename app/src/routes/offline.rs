use crate::assets::asset;
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// A wasm of pages drawn on the phone, one per purpose (issue 63), each
/// built beside the site by scripts/build-phone-wasm.sh; the service worker
/// keeps them all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhoneWasm {
    /// The offline dealer (the `dealer` crate): a setup page dealt with no network.
    Dealer,
    /// The dice panel (the `dice-panel` crate): a dice page's panel.
    DicePanel,
    /// The round caller (the `round-caller` crate): a game's rounds page.
    RoundCaller,
}

impl PhoneWasm {
    pub const ALL: [PhoneWasm; 3] = [
        PhoneWasm::Dealer,
        PhoneWasm::DicePanel,
        PhoneWasm::RoundCaller,
    ];

    /// Its script and its wasm, as the build writes them (the site serves
    /// them under names made from their content: `crate::assets`).
    pub const fn files(self) -> [&'static str; 2] {
        match self {
            PhoneWasm::Dealer => ["/dealer/dealer.js", "/dealer/dealer_bg.wasm"],
            PhoneWasm::DicePanel => ["/dice/dice.js", "/dice/dice_bg.wasm"],
            PhoneWasm::RoundCaller => ["/rounds/rounds.js", "/rounds/rounds_bg.wasm"],
        }
    }
}

/// The head's preloads of `wasm`'s script and module, for a page that draws
/// with it whatever happens (a dice page): both come beside the page's CSS
/// instead of one after the other once the page's script has run (issue 63).
#[component]
pub(crate) fn PhoneWasmPreload(wasm: PhoneWasm) -> impl IntoView {
    let [script, module] = wasm.files().map(asset);
    view! {
        <leptos_meta::Link rel="modulepreload" href=script />
        <leptos_meta::Link rel="preload" href=module as_="fetch" type_="application/wasm" crossorigin="" />
    }
}

/// Loads a wasm of pages drawn on the phone (`SCRIPT` and `WASM`) when
/// `WHEN` holds and calls its `ENTRY`, which draws the page and sets the
/// `HYDRATED` mark. Should it not apply, fail or draw nothing, the mark is set
/// here: the page's scripts wait for it (`scripts_wait_for_the_pad`).
const PHONE_WASM: &str = r#"(async () => {
  try {
    if (WHEN) {
      const phone = await import(SCRIPT);
      await phone.default({ module_or_path: WASM });
      if (phone.ENTRY()) return;
    }
  } catch (error) {
    console.error("the phone's wasm failed", error);
  }
  document.body.setAttribute(HYDRATED, "true");
})();"#;

/// The module script that draws a page with `wasm`'s `entry` when the
/// script's condition `when` holds.
pub(crate) fn phone_wasm_script(wasm: PhoneWasm, when: &str, entry: &str) -> String {
    let [script, module] = wasm.files().map(asset);
    PHONE_WASM
        .replace("WHEN", when)
        .replace("ENTRY", entry)
        .replace("SCRIPT", &format!("{script:?}"))
        .replace("WASM", &format!("{module:?}"))
        .replace("HYDRATED", &format!("{:?}", crate::bridge::data::HYDRATED))
}

/// What the service worker shows for an address this phone has never opened while
/// there is no connection (it keeps a copy of this page from its first visit).
#[component]
pub fn OfflinePage() -> impl IntoView {
    let i18n = use_i18n();
    // On a game's setup address the dealer draws the setup in place of this
    // page's message; anywhere else (or should it fail) the message stays.
    let deal = phone_wasm_script(
        PhoneWasm::Dealer,
        r#"location.pathname.endsWith("/setup")"#,
        "deal",
    );
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
