use crate::bridge::{data, data_attr};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;

/// The list of games, each with its setup and scorepad.
#[component]
pub fn HomePage() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <PageTitle text=format!("Tableside — {}", i18n.t().tagline) />
        <section class="hero">
            <h1>{i18n.t().home_heading}</h1>
            <p class="lede">{i18n.t().home_intro}</p>
        </section>
        <crate::routes::group::SaidNotice said=crate::routes::group::said_in_address() />
        // A phone joining a friend's table comes here for this first, and a
        // phone with groups finds them next: both above the games, within
        // the first screen, not below all five of them.
        <JoinTable />
        <Groups />
        <ul class="game-list" aria-label=i18n.t().games_list_label>
            {GameId::ALL.map(|game| view! { <GameCard game /> })}
        </ul>
    }
}

/// The groups this phone has saved games to (listed by /device.js), and a
/// group started from here (a plain form: the server sends the phone on to
/// the new group's links, to share).
#[component]
fn Groups() -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    // The store's limit, where the page is drawn (the server).
    #[cfg(feature = "ssr")]
    let max_name = Some(store::MAX_GROUP_NAME);
    #[cfg(not(feature = "ssr"))]
    let max_name: Option<usize> = None;
    view! {
        <section
            class="panel my-groups"
            aria-labelledby="my-groups-heading"
            {..(
                data_attr(data::MY_GROUPS, ""),
                data_attr(data::UNNAMED, t.unnamed_group),
                data_attr(data::GROUP_WAITING, t.group_waiting),
            )}
        >
            <h2 id="my-groups-heading">{t.my_groups_heading}</h2>
            <ul class="my-groups__list" data-testid="my-groups" hidden></ul>
            <p class="hint" data-testid="no-groups-yet">{t.no_groups_yet}</p>
            <p class="notice" role="status" aria-live="polite" data-testid="start-group-status" hidden></p>
            // With no network, /device.js keeps the group on the phone and
            // makes it when the network is back (the form posts as it is
            // otherwise).
            <form class="start-group" action=crate::bridge::route::START_GROUP method="post" {..data_attr(data::START_GROUP, "")}>
                <label class="field">
                    <span class="field__label">{t.start_group_label}</span>
                    <input name="name" maxlength=max_name autocomplete="off" data-testid="start-group-name" />
                </label>
                <button class="button" type="submit" data-testid="start-group">{t.start_group_button}</button>
            </form>
        </section>
    }
}

/// Joining a live table by typing its code (a plain form: the server sends
/// the phone on to the table's page, `/t/{code}`).
#[component]
fn JoinTable() -> impl IntoView {
    let t = &use_i18n().t().live;
    view! {
        <section class="panel join-table" aria-labelledby="join-table-heading">
            <h2 id="join-table-heading">{t.join_by_code_heading}</h2>
            <form class="join-table__form" action="/t" method="get">
                <label class="field">
                    <span class="field__label">{t.code_label}</span>
                    <input
                        name="code"
                        required
                        maxlength="20"
                        autocomplete="off"
                        autocapitalize="characters"
                        spellcheck="false"
                        aria-describedby="join-table-hint"
                        data-testid="join-table-code"
                    />
                </label>
                <button class="button button--primary" type="submit" data-testid="join-table">{t.join_button}</button>
            </form>
            <p class="hint" id="join-table-hint">{t.join_by_code_hint}</p>
        </section>
    }
}

#[component]
fn GameCard(game: GameId) -> impl IntoView {
    let i18n = use_i18n();
    let info = game.info();
    let slug = game.slug();
    // The name in the other language too: players know games by either.
    let other = i18n.language().other();
    let other_name = other.game_name(game);
    let other_lang = other.tag();
    view! {
        <li class="game-card" {..data_attr(data::GAME, slug)}>
            <div class="game-card__head">
                <div class="game-card__names">
                    <h2 class="game-card__name">{i18n.game_name(game)}</h2>
                    <span class="game-card__alt" lang=other_lang>{other_name}</span>
                </div>
                <span class="badge">
                    {(i18n.t().players_range)(info.min_players, info.max_players)}
                </span>
            </div>
            <p class="game-card__blurb">{move || crate::game_views::blurb(game, i18n.language())}</p>
            <div class="game-card__actions">
                <a class="button button--primary" href=crate::links::setup_path(game)>
                    {i18n.t().setup}
                </a>
                <a class="button" href=crate::links::score_path(game)>
                    {i18n.t().scorepad}
                </a>
            </div>
        </li>
    }
}
