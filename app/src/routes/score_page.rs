use super::NotFound;
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// `/{game}/score`; an unknown game is a 404.
#[component]
pub fn ScorePage() -> impl IntoView {
    let params = use_params_map();
    let game = move || {
        params
            .read()
            .get("game")
            .and_then(|slug| slug.parse::<GameId>().ok())
    };
    move || match game() {
        Some(game) => view! { <ComingSoon game /> }.into_any(),
        None => view! { <NotFound /> }.into_any(),
    }
}

/// Stands in for a game's scorepad until that screen is built.
#[component]
fn ComingSoon(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let info = game.info();
    let title = (i18n.t().score_title)(i18n.game_name(game));
    view! {
        <Title text=format!("{title} · Tableside") />
        <nav class="crumbs">
            <a href="/">{move || format!("← {}", i18n.t().all_games)}</a>
        </nav>
        <section class="panel">
            <h1>{title}</h1>
            <p class="badge">{(i18n.t().players_range)(info.min_players, info.max_players)}</p>
            <p class="coming"><strong>{i18n.t().coming_soon}</strong></p>
            <p>{i18n.t().coming_soon_detail}</p>
        </section>
    }
}
