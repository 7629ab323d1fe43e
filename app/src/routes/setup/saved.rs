//! A saved game's setup beside its result, drawn again from what the play
//! recorded (its options and seed): what the table saw, in short, and a link
//! to the setup page that draws it whole.

use super::{opening_seat, Drawn, Fact};
use crate::i18n::use_i18n;
use crate::links::setup_href;
use games::setup_query::SetupOptions;
use games::Effort;
use games::{GameId, Seed};
use leptos::prelude::*;

/// `query` is the recorded setup as the setup page's address (options and
/// `seed`); `names` are the players in the order entered, to name the one
/// who opened: the recorded `start_seat` (the one the statistics count), else
/// the drawn setup's.
#[component]
pub fn SavedSetup(
    game: GameId,
    query: Vec<(String, String)>,
    names: Vec<String>,
    start_seat: Option<i64>,
) -> impl IntoView {
    let i18n = use_i18n();
    let get = |name: &str| {
        query
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let options = SetupOptions::from_page_query(game, get).ok();
    let seed = get("seed").and_then(|code| Seed::parse(code).ok());
    let (Some(options), Some(seed)) = (options, seed) else {
        return ().into_any();
    };
    let href = setup_href(&options, Some(seed.code()));
    // The page answers at once: a board whose rules make it search long is
    // left to the setup page.
    let setup = options
        .setup_with(&seed, Effort::Quick)
        .ok()
        .and_then(Result::ok);
    let t = &i18n.t().manage;
    let kind = options
        .kind()
        .and_then(|kind| crate::game_views::kind_words(game, kind, i18n.language()));
    let opener = setup.as_ref().map(|setup| {
        let (label, drawn_seat) = opening_seat(i18n, setup);
        let seat = start_seat
            .and_then(|seat| usize::try_from(seat).ok())
            .unwrap_or(usize::from(drawn_seat));
        let name = names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| (i18n.island().seat)(drawn_seat + 1));
        view! { <Fact label value=name testid="start-player" /> }
    });
    let drawn = Drawn {
        options: options.clone(),
        seed: seed.clone(),
    };
    let shown = match setup {
        Some(setup) => crate::game_views::saved_view(drawn, setup, i18n.language()),
        None => Some(view! { <p class="hint">{t.setup_not_drawn}</p> }.into_any()),
    };
    view! {
        <section class="panel saved-setup" aria-labelledby="saved-setup-heading" data-testid="saved-setup">
            <h2 id="saved-setup-heading">{t.setup_heading}</h2>
            <dl class="facts">
                <Fact label=i18n.t().setup_page.players_label value=options.players().to_string() />
                {kind.map(|(label, value)| view! { <Fact label value=value.to_owned() /> })}
                {opener}
                <Fact label=t.setup_seed value=seed.code().to_owned() testid="saved-seed" />
            </dl>
            {shown}
            <p><a class="button" href=href data-testid="open-setup">{t.open_setup}</a></p>
        </section>
    }
    .into_any()
}
