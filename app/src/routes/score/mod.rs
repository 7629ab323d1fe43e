//! `/{game}/score?players=N`: the scorepad. The page is rendered on the server; the
//! pad itself is one island that keeps what was typed on the phone and asks the
//! game's own rules (from `games`, compiled into the wasm) for every total.

#[cfg(feature = "ssr")]
mod edit_pad;
mod field_input;
#[cfg(test)]
mod golden_pads;
mod island;
#[cfg(test)]
mod keys_stay_in_games;
#[cfg(feature = "browser")]
pub(crate) mod live_sync;
pub(crate) mod pad;
#[cfg(feature = "ssr")]
mod pad_words;
mod query;
mod results;
mod save_play;
mod seat;
pub(crate) mod storage;
mod table_panel;

#[cfg(feature = "ssr")]
pub(crate) use edit_pad::pad_of_play;
#[cfg(feature = "ssr")]
pub use pad_words::PadWords;
pub use query::ScoreQuery;
#[cfg(feature = "ssr")]
pub(crate) use results::sheet_html;

use super::NotFound;
use crate::bridge::{data, data_attr};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use crate::links::setup_href;
use games::setup_query::{Setup, SetupOptions};
use games::Seed;
pub use island::{LiveStart, Scorepad};
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
pub use save_play::SavePlay;

#[component]
pub fn ScorePage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let slug = params
        .read_untracked()
        .get_str("game")
        .unwrap_or_default()
        .to_owned();
    let pairs = query.read_untracked();
    let Some(score_query) = ScoreQuery::read(&slug, |name| pairs.get_str(name)) else {
        return view! { <NotFound /> }.into_any();
    };
    let game = score_query.game;
    let i18n = use_i18n();
    let title = (i18n.t().score_title)(i18n.game_name(game));
    let other_name = i18n.language().other().game_name(game);
    // Read in its own language by a screen reader (the page is in the other).
    let other_lang = i18n.language().other().tag();
    provide_context(score_query);
    view! {
        <PageTitle text=format!("{title} · Tableside") />
        <nav class="crumbs">
            <a href="/">{format!("← {}", i18n.t().all_games)}</a>
        </nav>
        // Scores are entered over minutes with the phone on the table: keep it awake.
        <header
            class="page-head"
            {..(data_attr(data::GAME, game.slug()), data_attr(data::KEEP_AWAKE, true))}
        >
            <h1>{title}</h1>
            <p class="page-head__alt" lang=other_lang>{other_name}</p>
        </header>
        // The setup the pad was opened from (its options and seed in the address).
        {setup_origin(crate::routes::setup::Request::drawn(game, &pairs))}
        {game.info().keeps_dice_rolls.then(|| {
            let here = format!("{}{}", crate::links::score_path(game), pairs.to_query_string());
            view! { <crate::components::DiceLink href=crate::links::dice_href(game, &here) /> }
        })}
        {game.info().keeps_rounds.then(|| {
            let here = format!("{}{}", crate::links::score_path(game), pairs.to_query_string());
            view! { <crate::components::RoundsLink href=crate::links::rounds_href(game, &here) /> }
        })}
        <Scorepad />
        <ShareLive game />
        <SavePlay game />
    }
    .into_any()
}

/// "Share live": the pad becomes a live table (`/live.js` makes it and opens
/// its page; hidden until that script runs, since it cannot work without it).
#[component]
fn ShareLive(game: games::GameId) -> impl IntoView {
    let t = &use_i18n().t().live;
    view! {
        <section
            class="panel share-live"
            id=crate::bridge::id::SHARE_LIVE
            hidden
            aria-labelledby="share-live-heading"
            {..(
                data_attr(data::GAME, game.slug()),
                data_attr(data::SHARING, t.sharing),
                data_attr(data::FAILED, t.share_failed),
            )}
        >
            <h2 id="share-live-heading">{t.share_button}</h2>
            <p class="hint">{t.share_hint}</p>
            <button class="button button--wide" type="button" data-testid="share-live">{t.share_button}</button>
            <p class="hint" role="status" aria-live="polite" data-testid="share-live-status"></p>
        </section>
    }
}

/// "Played on the setup 7KQ2M9X · First player: Player 3", the seed a link back.
fn setup_origin(drawn: Option<(SetupOptions, Seed, Setup)>) -> Option<impl IntoView> {
    let (options, seed, setup) = drawn?;
    let i18n = use_i18n();
    let (_, seat) = setup.opening_seat();
    Some(setup_origin_line(
        &options,
        &seed,
        Some((i18n.island().seat)(seat + 1)),
    ))
}

/// The line saying which setup a game is played on (`who` opens it), the
/// seed a link back to that setup: the pad's, and a live table's on every
/// phone.
pub(crate) fn setup_origin_line(
    options: &SetupOptions,
    seed: &Seed,
    who: Option<String>,
) -> impl IntoView {
    let i18n = use_i18n();
    let start_player = i18n.t().setup_page.start_player;
    let label = crate::game_views::opening_label(options.game(), i18n.language(), start_player);
    let then = i18n.island().score.then;
    let back = setup_href(options, Some(seed.code()));
    view! {
        <p class="setup-origin" data-testid="setup-origin">
            {i18n.t().played_on}" "
            <a href=back data-testid="setup-origin-link">{seed.code().to_owned()}</a>
            {who.map(|who| format!(" · {label}{then}{who}"))}
        </p>
    }
}
