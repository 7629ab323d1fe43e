use super::NotFound;
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// Which half of a game a page serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GamePageKind {
    Setup,
    Score,
}

/// `/{game}/setup` and `/{game}/score`; an unknown game is a 404.
#[component]
pub fn GamePage(kind: GamePageKind) -> impl IntoView {
    let params = use_params_map();
    let game = move || {
        params
            .read()
            .get("game")
            .and_then(|slug| slug.parse::<GameId>().ok())
    };
    move || match game() {
        Some(game) => view! { <ComingSoon game kind /> }.into_any(),
        None => view! { <NotFound /> }.into_any(),
    }
}

/// Stands in for a game's setup or scorepad until that screen is built.
#[component]
fn ComingSoon(game: GameId, kind: GamePageKind) -> impl IntoView {
    let i18n = use_i18n();
    let info = game.info();
    let title = move || {
        let t = i18n.t();
        let name = i18n.game_name(game);
        match kind {
            GamePageKind::Setup => (t.setup_title)(name),
            GamePageKind::Score => (t.score_title)(name),
        }
    };
    view! {
        <Title text=move || format!("{} · Tableside", title()) />
        <nav class="crumbs">
            <a href="/">{move || format!("← {}", i18n.t().all_games)}</a>
        </nav>
        <section class="panel">
            <h1>{title}</h1>
            <p class="badge">{move || (i18n.t().players_range)(info.min_players, info.max_players)}</p>
            <p class="coming"><strong>{move || i18n.t().coming_soon}</strong></p>
            <p>{move || i18n.t().coming_soon_detail}</p>
        </section>
    }
}
