//! `/{game}/setup?players=N&seed=S&…`: a setup drawn from the URL alone, so a
//! reload, a shared link and the server's first paint all show the same table.
//!
//! Every control is a link or a GET form: the page works without JavaScript, and
//! with it the router follows the same links without reloading.

mod saved;
mod share;

use super::NotFound;
use crate::bridge::{data, data_attr};
use crate::components::setup_controls::Segmented;
pub(crate) use crate::components::setup_facts::{Drawn, Fact};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use crate::links::{drawn_score_href, score_href, setup_href};
use games::setup_query::{QueryError, Setup, SetupOptions};
use games::{GameId, InputError, Language, Seed, SeedError};
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
use leptos_router::params::ParamsMap;
pub(crate) use saved::SavedSetup;
use share::SharePanel;

/// What the URL asks for, read once per change of the query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Request {
    /// No seed yet (the server redirects such requests before they get here).
    Unseeded(SetupOptions),
    BadSeed {
        options: SetupOptions,
        typed: String,
        error: SeedError,
    },
    Drawn {
        options: SetupOptions,
        seed: Seed,
        setup: Box<Result<Setup, InputError>>,
    },
    /// A parameter that cannot be read; nothing else is trusted.
    BadQuery(QueryError),
}

impl Request {
    fn read(game: GameId, query: &ParamsMap) -> Request {
        let options = match SetupOptions::from_page_query(game, |name| query.get_str(name)) {
            Ok(options) => options,
            Err(error) => return Request::BadQuery(error),
        };
        match query.get_str("seed") {
            None => Request::Unseeded(options),
            Some(typed) => match Seed::parse(typed) {
                Err(error) => Request::BadSeed {
                    options,
                    typed: typed.to_owned(),
                    error,
                },
                Ok(seed) => {
                    // A face-down card is only ever drawn on request.
                    let shown = options.as_dealt();
                    let setup = Box::new(
                        crate::request::drawn_ahead(&shown, &seed)
                            .unwrap_or_else(|| shown.setup(&seed)),
                    );
                    Request::Drawn {
                        options,
                        seed,
                        setup,
                    }
                }
            },
        }
    }

    /// The setup an address draws, when it draws one without a problem.
    pub(crate) fn drawn(game: GameId, query: &ParamsMap) -> Option<(SetupOptions, Seed, Setup)> {
        match Request::read(game, query) {
            Request::Drawn {
                options,
                seed,
                setup,
            } => Some((options, seed, (*setup).ok()?)),
            _ => None,
        }
    }

    fn options(&self) -> Option<&SetupOptions> {
        match self {
            Request::Unseeded(options)
            | Request::BadSeed { options, .. }
            | Request::Drawn { options, .. } => Some(options),
            Request::BadQuery(_) => None,
        }
    }

    fn seed_code(&self) -> Option<String> {
        match self {
            Request::Drawn { seed, .. } => Some(seed.code().to_owned()),
            Request::BadSeed { typed, .. } => Some(typed.clone()),
            _ => None,
        }
    }
}

impl Drawn {
    /// A link to the same seed with other options that lands back at `at`, the
    /// id of the control followed (the page keeps the player's place, and a
    /// browser opens a folded panel that holds the target).
    pub fn href(&self, options: &SetupOptions, at: &str) -> String {
        format!("{}#{at}", setup_href(options, Some(self.seed.code())))
    }
}

#[component]
pub fn SetupPage() -> impl IntoView {
    let params = use_params_map();
    let game = Memo::new(move |_| {
        params
            .read()
            .get_str("game")
            .and_then(|slug| slug.parse::<GameId>().ok())
    });
    let query = use_query_map();
    move || match game.get() {
        Some(game) => view! { <GameSetup game query /> }.into_any(),
        None => view! { <NotFound /> }.into_any(),
    }
}

/// The setup page's content for a seeded address, drawn in the browser with
/// no network and no router (`crate::dealer`): the same page the server
/// draws. Its links and forms are plain, so following one deals again.
#[cfg(feature = "browser")]
pub(crate) fn dealt_offline(game: GameId, query: ParamsMap) -> impl IntoView {
    let query = Memo::new(move |_| query.clone());
    view! { <GameSetup game query /> }
}

#[component]
fn GameSetup(game: GameId, query: Memo<ParamsMap>) -> impl IntoView {
    let i18n = use_i18n();
    let request = Memo::new(move |_| Request::read(game, &query.read()));

    let title = (i18n.t().setup_title)(i18n.game_name(game));
    let other_name = i18n.language().other().game_name(game);
    // Read in its own language by a screen reader (the page is in the other).
    let other_lang = i18n.language().other().tag();
    // The scorepad for this setup: its table, and what the drawn setup decided.
    let score_link = move || {
        request.with(|r| match r {
            Request::Drawn {
                options,
                seed,
                setup,
            } => match &**setup {
                Ok(setup) => drawn_score_href(options, seed, setup),
                Err(_) => score_href(options),
            },
            other => match other.options() {
                Some(options) => score_href(options),
                None => score_href(&SetupOptions::defaults_for(game)),
            },
        })
    };

    view! {
        <PageTitle text=format!("{title} · Tableside") />
        <nav class="crumbs">
            <a href="/">{move || format!("← {}", i18n.t().all_games)}</a>
        </nav>
        <header class="page-head" {..data_attr(data::GAME, game.slug())}>
            <h1>{title.clone()}</h1>
            <p class="page-head__alt" lang=other_lang>{other_name}</p>
        </header>
        {move || match request.get() {
            Request::BadQuery(error) => view! { <BadQuery game error /> }.into_any(),
            request => view! { <SetupBody request /> }.into_any(),
        }}
        <div class="page-actions">
            <a class="button button--primary button--wide" href=score_link data-testid="score-link">
                {i18n.t().setup_page.score_this_game}
            </a>
            {game.info().keeps_dice_rolls.then(|| view! {
                <crate::components::DiceLink href=crate::links::dice_href(game, &score_link()) />
            })}
            {game.info().keeps_rounds.then(|| view! {
                <crate::components::RoundsLink href=crate::links::rounds_href(game, &score_link()) />
            })}
        </div>
    }
}

/// Picker, seed bar, the setup itself and the share panel.
#[component]
fn SetupBody(request: Request) -> impl IntoView {
    let i18n = use_i18n();
    let Some(options) = request.options().cloned() else {
        return ().into_any();
    };
    let seed_code = request.seed_code();
    let player_links: Vec<crate::components::setup_controls::Choice> = options
        .player_range()
        .map(|n| {
            (
                n.to_string(),
                format!(
                    "{}#players",
                    setup_href(&options.with_players(n), seed_code.as_deref())
                ),
                n == options.players(),
            )
        })
        .collect();
    let fresh_href = crate::links::new_setup_href(&options);

    let body = match &request {
        Request::Unseeded(_) => view! {
            <p class="notice" role="status">{i18n.t().setup_page.drawing}</p>
        }
        .into_any(),
        Request::BadSeed { error, .. } => {
            let error = error.clone();
            view! {
                <p class="notice notice--error" role="alert" data-testid="seed-error">
                    {(i18n.t().setup_page.seed_error)(&error)}
                </p>
            }
            .into_any()
        }
        Request::Drawn {
            options,
            seed,
            setup,
        } => match &**setup {
            Ok(setup) => {
                let drawn = Drawn {
                    options: options.clone(),
                    seed: seed.clone(),
                };
                view! { <GameView drawn setup=setup.clone() /> }.into_any()
            }
            Err(error) => {
                view! { <SetupProblem options=options.clone() error=error.clone() /> }.into_any()
            }
        },
        Request::BadQuery(_) => ().into_any(),
    };
    let share = match &request {
        Request::Drawn {
            options,
            seed,
            setup,
        } if setup.is_ok() => {
            Some(view! { <SharePanel href=setup_href(options, Some(seed.code())) /> })
        }
        _ => None,
    };

    // The setup first, with its seed and "New setup" beside it; what it was drawn
    // for (players, options, another seed) folded below, open when something
    // there needs fixing. Option links land back inside the fold (`#players`…),
    // which a browser then opens.
    let drawn_well = matches!(&request, Request::Drawn { setup, .. } if setup.is_ok());
    let players = options.players();
    view! {
        <SeedLine seed_code=seed_code.clone() fresh_href />
        {body}
        <details class="panel options-fold" id="options" data-testid="options" open=!drawn_well>
            <summary>
                <h2>{(i18n.t().setup_page.options_summary)(players)}</h2>
            </summary>
            <Segmented
                label_id="players-label"
                label=i18n.t().setup_page.players_label
                items=player_links
                testid="players"
                numbers=true
            />
            {game_options(&request)}
            <SeedForm options=options.clone() seed_code />
        </details>
        {share}
    }
    .into_any()
}

/// The game's own option controls (edition, board mode, rules), above the seed.
fn game_options(request: &Request) -> Option<AnyView> {
    let Request::Drawn { options, seed, .. } = request else {
        return None;
    };
    let drawn = Drawn {
        options: options.clone(),
        seed: seed.clone(),
    };
    crate::game_views::options_view(drawn)
}

#[component]
fn GameView(drawn: Drawn, setup: Setup) -> impl IntoView {
    let opening = opening_seat(use_i18n(), &setup);
    crate::game_views::setup_view(drawn, setup, opening)
}

/// The setup's seed, large, and "New setup" (a link without a seed: the server
/// draws one and answers with its address).
#[component]
fn SeedLine(seed_code: Option<String>, fresh_href: String) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="seed-line" aria-labelledby="seed-line-label">
            <p class="seed-line__seed">
                <span id="seed-line-label" class="seed-line__label">{i18n.t().setup_page.seed_label}</span>
                " "
                <strong class="seed-line__code" data-testid="seed-code">{seed_code}</strong>
            </p>
            <a class="button button--primary" href=fresh_href data-testid="new-setup">
                {i18n.t().setup_page.new_setup}
            </a>
            // Shown by /device.js when the phone's worker dealt this setup offline.
            <p
                class="notice seed-line__ahead"
                role="status"
                hidden
                {..(
                    data_attr(data::DRAWN_AHEAD, ""),
                    data_attr(data::LEFT, i18n.t().setup_page.drawn_ahead_left),
                    data_attr(data::LAST, i18n.t().setup_page.drawn_ahead_last),
                )}
                data-testid="drawn-ahead"
            >
                {i18n.t().setup_page.drawn_ahead}
                <span class="seed-line__ahead-count" {..data_attr(data::DRAWN_AHEAD_COUNT, "")}></span>
            </p>
        </section>
    }
}

/// A form to type another seed (a friend's), keeping every option.
#[component]
fn SeedForm(options: SetupOptions, seed_code: Option<String>) -> impl IntoView {
    let i18n = use_i18n();
    let action = crate::links::setup_path(options.game());
    // Every other option rides along, so typing a seed changes only the seed.
    let hidden: Vec<(&'static str, String)> = options.to_query();
    let shown_seed = seed_code.clone().unwrap_or_default();
    view! {
        <section class="seed-another" aria-labelledby="seed-label">
            <form class="seed-form" method="get" action=action>
                {hidden
                    .into_iter()
                    .map(|(name, value)| view! { <input type="hidden" name=name value=value /> })
                    .collect_view()}
                <label id="seed-label" for="seed-input" class="seed-form__label">
                    {i18n.t().setup_page.seed_label}
                </label>
                <div class="seed-form__row">
                    <input
                        id="seed-input"
                        class="seed-form__input"
                        name="seed"
                        value=shown_seed
                        autocomplete="off"
                        autocapitalize="characters"
                        spellcheck="false"
                        maxlength="24"
                        aria-describedby="seed-hint"
                        data-testid="seed"
                    />
                    <button class="button" type="submit">{i18n.t().setup_page.seed_apply}</button>
                </div>
                <p id="seed-hint" class="hint">{i18n.t().setup_page.seed_hint}</p>
            </form>
        </section>
    }
}

/// The rules refused these options (a player count out of range, Catan rules that
/// cannot all hold): said in the player's language, with the controls still there.
#[component]
fn SetupProblem(options: SetupOptions, error: InputError) -> impl IntoView {
    let i18n = use_i18n();
    let field = error.field().to_string();
    let message = move || {
        let t = &i18n.t().setup_page;
        if let Some(said) =
            crate::game_views::setup_problem(options.game(), &error, i18n.language())
        {
            return said;
        }
        match field.as_str() {
            "players" => {
                let range = options.player_range();
                (t.players_problem)(*range.start(), *range.end())
            }
            // The rules' own message is in English; Chinese names the option instead.
            other => match i18n.language() {
                Language::English => error.to_string(),
                Language::TraditionalChinese => (t.option_problem)(other),
            },
        }
    };
    view! {
        <section class="notice notice--error" role="alert" data-testid="setup-problem">
            <h2>{i18n.t().setup_page.problem_title}</h2>
            <p>{message}</p>
        </section>
    }
}

#[component]
fn BadQuery(game: GameId, error: QueryError) -> impl IntoView {
    let i18n = use_i18n();
    let field = error.field.clone();
    view! {
        <section class="notice notice--error" role="alert" data-testid="setup-problem">
            <h2>{i18n.t().setup_page.problem_title}</h2>
            <p>{(i18n.t().setup_page.option_problem)(&field)}</p>
            <a class="button" href=crate::links::setup_path(game)>
                {i18n.t().setup_page.start_over}
            </a>
        </section>
    }
}

/// Who opens the game a setup drew, as its page names it ("Crown", "First
/// player"…): the label and the 0-based seat.
pub fn opening_seat(i18n: crate::i18n::I18n, setup: &Setup) -> (&'static str, u8) {
    let (_, seat) = setup.opening_seat();
    let start_player = i18n.t().setup_page.start_player;
    let label = crate::game_views::opening_label(setup.game(), i18n.language(), start_player);
    (label, seat)
}
