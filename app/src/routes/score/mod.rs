//! `/{game}/score?players=N`: the scorepad. The page is rendered on the server; the
//! pad itself is one island that keeps what was typed on the phone and asks the
//! game's own rules (from `games`, compiled into the wasm) for every total.

mod citadels_city;
mod citadels_editor;
mod city_grid;
mod grid_editor;
mod pad;
mod schema;

use super::NotFound;
use crate::i18n::{use_i18n, I18n};
use citadels_editor::CitadelsCity;
use games::citadels::Edition;
use games::{GameId, InputError, ScoreSheet};
use grid_editor::CityGridEditor;
use leptos::either::Either;
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::{use_params_map, use_query_map};
use pad::{Problem, ScoreState, Slot, CITY_GRID, EDITION};
use schema::{only_in, player_choices, player_fields, table_fields, Field, Kind, TableField};

#[component]
pub fn ScorePage() -> impl IntoView {
    let params = use_params_map();
    let query = use_query_map();
    let game = params
        .read_untracked()
        .get_str("game")
        .and_then(|slug| slug.parse::<GameId>().ok());
    let Some(game) = game else {
        return view! { <NotFound /> }.into_any();
    };
    let i18n = use_i18n();
    let title = (i18n.t().score_title)(i18n.game_name(game));
    let other_name = i18n.locale().other().game_name(game);
    let players = query
        .read_untracked()
        .get_str("players")
        .and_then(|p| p.trim().parse::<u8>().ok())
        .filter(|&p| game.allows_players(p));
    // A Citadels setup says which edition it was for.
    let edition = query
        .read_untracked()
        .get_str("edition")
        .and_then(Edition::parse);
    provide_context(Table {
        game,
        players,
        edition,
    });
    view! {
        <Title text=format!("{title} · Tableside") />
        <nav class="crumbs">
            <a href="/">{format!("← {}", i18n.t().all_games)}</a>
        </nav>
        // Scores are entered over minutes with the phone on the table: keep it awake.
        <header class="page-head" data-game=game.slug() data-keep-awake=true>
            <h1>{title}</h1>
            <p class="page-head__alt">{other_name}</p>
        </header>
        <Scorepad />
    }
    .into_any()
}

/// Where a game's pad and the names last used are kept on this device.
#[cfg(feature = "hydrate")]
fn pad_key(game: GameId) -> String {
    format!("tableside:score:{}", game.slug())
}
#[cfg(feature = "hydrate")]
const NAMES_KEY: &str = "tableside:names";

/// What "Undo" would bring back, and why it was replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Undo {
    Cleared,
    /// A setup opened the scorepad for this many players (decided in the browser).
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    Replaced(u8),
}

/// Which game and table a scorepad is for.
#[derive(Debug, Clone, Copy)]
struct Table {
    game: GameId,
    /// From a setup's "Score this game" link.
    players: Option<u8>,
    /// Citadels, from its setup's link.
    edition: Option<Edition>,
}

impl Table {
    /// A new game for this table: `names` fill the seats, the edition is set.
    fn fresh(&self, names: &[String]) -> ScoreState {
        let mut pad = ScoreState::new(self.game, names);
        if let Some(edition) = self.edition {
            pad.table
                .insert(EDITION.to_owned(), edition.id().to_owned());
        }
        pad
    }

    /// Whether a kept game was for another table than this address asks for.
    #[cfg(feature = "hydrate")]
    fn differs_from(&self, pad: &ScoreState) -> bool {
        self.players
            .is_some_and(|n| pad.seats.len() != usize::from(n))
            || self.edition.is_some_and(|e| pad.edition() != e)
    }
}

/// The page's table: from the page on the server; in the browser, read back from
/// the address (the island takes no props, so no JSON decoder ships).
fn table_here() -> Option<Table> {
    #[cfg(feature = "hydrate")]
    {
        let path = crate::browser::page_path();
        let game: GameId = path
            .trim_start_matches('/')
            .split('/')
            .next()?
            .parse()
            .ok()?;
        let query = crate::browser::query_pairs(&["players", "edition"]);
        let value = |name: &str| query.iter().find(|(n, _)| n == name).map(|(_, v)| v.trim());
        let players = value("players")
            .and_then(|v| v.parse::<u8>().ok())
            .filter(|&p| game.allows_players(p));
        let edition = value("edition").and_then(Edition::parse);
        Some(Table {
            game,
            players,
            edition,
        })
    }
    #[cfg(not(feature = "hydrate"))]
    {
        use_context::<Table>()
    }
}

/// The whole scorepad: players, inputs, results. An island.
#[island]
fn Scorepad() -> impl IntoView {
    table_here().map(|table| view! { <Pad table /> })
}

#[component]
fn Pad(table: Table) -> impl IntoView {
    let i18n = use_i18n();
    let game = table.game;
    let seats = usize::from(table.players.unwrap_or(game.default_players()));
    let pad = RwSignal::new(table.fresh(&vec![String::new(); seats]));
    let undo = RwSignal::new(None::<(ScoreState, Undo)>);
    let ready = RwSignal::new(false);

    // After hydration (the server cannot see this phone's storage): bring back the
    // saved game, or start one with the names used last time.
    Effect::new(move |_| {
        #[cfg(feature = "hydrate")]
        restore(table, pad, undo);
        ready.set(true);
    });
    // Save on every change, once the saved game has been read.
    Effect::new(move |_| {
        let current = pad.get();
        if ready.get_untracked() {
            #[cfg(feature = "hydrate")]
            remember(&current);
            let _ = current;
        }
    });

    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let result = Memo::new(move |_| pad.with(|p| p.score(&default_name)));
    let max = game.info().max_players;
    let fields = player_fields(game);
    let t = &i18n.island().score;

    let add = move |_| pad.update(|p| p.add_seat(String::new()));
    let new_game = move |_| {
        #[cfg(feature = "hydrate")]
        if !crate::browser::confirm(i18n.island().score.new_game_confirm) {
            return;
        }
        let old = pad.get_untracked();
        let names: Vec<String> = old.seats.iter().map(|s| s.name.clone()).collect();
        // A new game at the same table: names and edition stay.
        let mut fresh = ScoreState::new(game, &names);
        fresh.table.extend(
            old.table
                .get_key_value(EDITION)
                .map(|(k, v)| (k.clone(), v.clone())),
        );
        pad.set(fresh);
        undo.set(Some((old, Undo::Cleared)));
    };
    let undo_last = move |_| {
        if let Some((old, _)) = undo.get_untracked() {
            pad.set(old);
            undo.set(None);
        }
    };

    view! {
        <p class="hint" data-testid="pad-state">
            {move || if ready.get() { t.saved } else { t.needs_script }}
        </p>
        <p class="notice" role="status" data-testid="undo-notice" hidden=move || undo.with(Option::is_none)>
            <span>{move || undo.with(|u| match u {
                Some((_, Undo::Replaced(n))) => (t.replaced)((*n).into()),
                _ => t.cleared.to_owned(),
            })}</span>
            " "
            <button class="button" type="button" on:click=undo_last data-testid="undo">{t.undo}</button>
        </p>
        {(game == GameId::Citadels).then(|| view! {
            <section class="panel">
                <TableChoices pad groups=edition_group() />
            </section>
        })}
        <section class="panel pad" aria-labelledby="players-heading">
            <h2 id="players-heading">{t.players_heading}</h2>
            <ol class="seats">
                <For
                    each=move || pad.with(|p| p.seats.iter().map(|s| s.id).collect::<Vec<_>>())
                    key=|id| *id
                    let:id
                >
                    <SeatCard id pad result fields />
                </For>
            </ol>
            <button
                class="button button--wide"
                type="button"
                on:click=add
                disabled=move || !ready.get() || pad.with(|p| p.seats.len() >= usize::from(max))
                data-testid="add-player"
            >
                {t.add_player}
            </button>
        </section>
        <TablePanel game pad result />
        <Results game pad result />
        <div class="page-actions pad-actions">
            <button class="button button--wide" type="button" on:click=new_game disabled=move || !ready.get() data-testid="new-game">
                {t.new_game}
            </button>
        </div>
    }
}

#[cfg(feature = "hydrate")]
fn restore(table: Table, pad: RwSignal<ScoreState>, undo: RwSignal<Option<(ScoreState, Undo)>>) {
    use crate::browser::load;
    let saved = load(&pad_key(table.game))
        .and_then(|text| ScoreState::decode(&text))
        .filter(|p| p.game == table.game && !p.seats.is_empty());
    let names: Vec<String> = load(NAMES_KEY)
        .map(|text| pad::decode_lines(&text))
        .unwrap_or_default();
    let fresh = |count: usize| {
        let names: Vec<String> = (0..count)
            .map(|i| names.get(i).cloned().unwrap_or_default())
            .collect();
        table.fresh(&names)
    };
    match saved {
        // Opened from a setup for another table: a new game, the old one kept.
        Some(saved) if table.differs_from(&saved) => {
            let count = table.players.map_or(saved.seats.len(), usize::from);
            pad.set(fresh(count));
            undo.set(Some((saved, Undo::Replaced(count as u8))));
        }
        Some(saved) => pad.set(saved),
        // The address decides the table size: offline, the page may be a copy
        // rendered for another one.
        None => {
            let count = table
                .players
                .map_or_else(|| pad.with_untracked(|p| p.seats.len()), usize::from);
            pad.set(fresh(count));
        }
    }
}

#[cfg(feature = "hydrate")]
fn remember(pad: &ScoreState) {
    crate::browser::save(&pad_key(pad.game), &pad.encode());
    let names: Vec<&str> = pad
        .seats
        .iter()
        .map(|s| s.name.trim())
        .filter(|n| !n.is_empty())
        .collect();
    if !names.is_empty() {
        crate::browser::save(NAMES_KEY, &pad::encode_lines(&names));
    }
}

/// The message for one field, if the current problem is there.
fn field_error(
    i18n: I18n,
    pad: &ScoreState,
    problem: &Problem,
    seat: u32,
    key: &str,
) -> Option<String> {
    let t = &i18n.island().score;
    match problem {
        Problem::NotANumber { seat: s, key: k } if *s == seat && k == key => {
            let list = player_fields(pad.game)
                .iter()
                .any(|f| f.key == key && f.kind == Kind::List);
            Some(if list { t.not_a_list } else { t.not_a_number }.to_owned())
        }
        Problem::Rules(error) if pad.locate(error.field()) == Some((seat, key.to_owned())) => {
            Some(rules_message(i18n, error))
        }
        _ => None,
    }
}

/// A rules error in the page's language where `games` gives it as data (a range,
/// a refusal); the rules' own words otherwise.
fn rules_message(i18n: I18n, error: &InputError) -> String {
    match error {
        InputError::OutOfRange { min, max, .. } => (i18n.island().score.out_of_range)(*min, *max),
        InputError::Refused { refusal, .. } => (i18n.island().score.refusal)(refusal),
        other => other.to_string(),
    }
}

#[component]
fn SeatCard(
    id: u32,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Problem>>,
    fields: &'static [Field],
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let index = move || pad.with(|p| p.seats.iter().position(|s| s.id == id).unwrap_or(0));
    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let shown_name = move || pad.with(|p| p.shown_name(index(), &default_name));
    let min = pad.with_untracked(|p| p.game.info().min_players);
    let error = move |key: &'static str| {
        move || {
            result.with(|r| match r {
                Err(problem) => pad.with(|p| field_error(i18n, p, problem, id, key)),
                Ok(_) => None,
            })
        }
    };
    // Up, down, remove: drawn as HTML text with one handler (smaller wasm).
    let tools = move || {
        pad.with(|p| {
            let at = index();
            let name = shown_name();
            let button = |act: &str, label: String, mark: &str, disabled: bool| {
                format!(
                    "<button class=\"icon-button\" type=\"button\" data-act=\"{act}\" aria-label=\"{}\"{}>{mark}</button>",
                    escape(&label),
                    if disabled { " disabled" } else { "" },
                )
            };
            [
                button("up", (t.move_up)(&name), "↑", at == 0),
                button("down", (t.move_down)(&name), "↓", at + 1 >= p.seats.len()),
                button("remove", (t.remove_player)(&name), "×", p.seats.len() <= usize::from(min)),
            ]
            .concat()
        })
    };
    let tool = move |event: leptos::ev::MouseEvent| {
        #[cfg(feature = "hydrate")]
        if let Some((act, _, _)) = crate::browser::acted(&event, true) {
            pad.update(|p| match act.as_str() {
                "up" => p.shift(id, -1),
                "down" => p.shift(id, 1),
                _ => p.remove(id),
            });
            // The buttons were drawn again: keep the keyboard on the one pressed.
            // (or, moved to an end, on the arrow still usable).
            let seat = format!("[data-testid=\"seat-{id}\"]");
            crate::browser::focus_soon(vec![
                format!("{seat} [data-act=\"{act}\"]:not([disabled])"),
                format!("{seat} .seat__tools button:not([disabled])"),
            ]);
        }
        let _ = event;
    };
    let name_id = format!("seat-{id}-name");
    let game = pad.with_untracked(|p| p.game);
    let has_grid = game == GameId::CardCity;
    view! {
        <li class="seat" data-testid=format!("seat-{id}")>
            <div class="seat__head">
                <label class="visually-hidden" for=name_id.clone()>{move || (t.player_name)(index() + 1)}</label>
                <input
                    id=name_id
                    class="seat__name"
                    maxlength="40"
                    autocomplete="off"
                    placeholder=move || default_name(index() + 1)
                    prop:value=move || pad.with(|p| p.seats.iter().find(|s| s.id == id).map(|s| s.name.clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        pad.update(|p| if let Some(s) = p.seat_mut(id) { s.name = value });
                    }
                    data-testid="name"
                />
                <span class="seat__tools" inner_html=tools on:click=tool></span>
            </div>
            <p class="field-error" role="alert">{error("name")}</p>
            {(game == GameId::Citadels).then(|| view! { <CitadelsCity id pad result /> })}
            {fields
                .iter()
                .filter(|f| f.kind != Kind::Holder)
                .map(|field| {
                    // A Card City grid in use scores the city: its quick entry steps aside.
                    let quick = has_grid && matches!(field.key, "residential_districts" | "cards_in_city");
                    let edition = only_in(field.key);
                    let set_aside = move || {
                        (quick && pad.with(|p| p.grid_in_use(id)))
                            || edition.is_some_and(|e| pad.with(|p| p.edition()) != e)
                    };
                    let placeholder = schema::blank_value(game, field.key).map(|v| Signal::stored(v.to_string()));
                    view! {
                        <div class="field" hidden=set_aside>
                            <FieldInput place=Slot::Seat(id) field=*field pad error=Signal::derive(error(field.key)) placeholder />
                        </div>
                    }
                })
                .collect_view()}
            {has_grid.then(|| view! { <CityGridEditor id pad error=Signal::derive(error(CITY_GRID)) /> })}
        </li>
    }
}

#[component]
fn FieldInput(
    place: Slot,
    field: Field,
    pad: RwSignal<ScoreState>,
    error: Signal<Option<String>>,
    /// Shown while empty: what the rules use then.
    #[prop(default = None)]
    placeholder: Option<Signal<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let key = field.key;
    let input_id = match place {
        Slot::Seat(id) => format!("seat-{id}-{key}"),
        Slot::Table => format!("table-{key}"),
    };
    let label = (t.field_label)(key);
    let hint = (t.field_hint)(key);
    let value = move || pad.with(|p| p.typed(place, key));
    let set = move |value: String| pad.update(|p| p.type_in(place, key, value));
    let hint_id = format!("{input_id}-hint");
    let described = hint.map(|_| hint_id.clone());
    if field.kind == Kind::Flag {
        Either::Left(view! {
            <div data-testid=key>
                <label class="check">
                    <input
                        type="checkbox"
                        aria-invalid=move || error.get().is_some().then_some("true")
                        prop:checked=move || value() == "true"
                        on:change=move |ev| set(event_target_checked(&ev).to_string())
                    />
                    <span>{label}</span>
                </label>
                {hint.map(|hint| view! { <p class="hint">{hint}</p> })}
                <p class="field-error" role="alert">{move || error.get()}</p>
            </div>
        })
    } else {
        {
            let step = move |by: i64| {
                let Kind::Count { min, max } = field.kind else {
                    return;
                };
                // From empty, a step starts at what the rules would use.
                let now = value().trim().parse::<i64>().ok();
                let now = now
                    .or_else(|| placeholder.and_then(|p| p.get_untracked().parse().ok()))
                    .unwrap_or(0);
                set((now + by).clamp(min, max).to_string());
            };
            let is_count = matches!(field.kind, Kind::Count { .. });
            Either::Right(view! {
                <div class="entry" class:entry--bad=move || error.get().is_some() data-testid=key>
                    <label class="entry__label" for=input_id.clone()>{label}</label>
                    <div class="entry__row">
                        {is_count.then(|| view! {
                            <button class="icon-button" type="button" tabindex="-1" aria-label=(t.less)(label) on:click=move |_| step(-1)>"−"</button>
                        })}
                        <input
                            id=input_id.clone()
                            class="entry__input"
                            class:entry__input--list=!is_count
                            inputmode=if is_count { "numeric" } else { "text" }
                            autocomplete="off"
                            aria-describedby=described
                            aria-invalid=move || error.get().is_some().then_some("true")
                            placeholder=move || placeholder.map(|p| p.get())
                            prop:value=value
                            on:input=move |ev| set(event_target_value(&ev))
                        />
                        {is_count.then(|| view! {
                            <button class="icon-button" type="button" tabindex="-1" aria-label=(t.more)(label) on:click=move |_| step(1)>"+"</button>
                        })}
                    </div>
                    {hint.map(|hint| view! { <p id=hint_id class="hint">{hint}</p> })}
                    <p class="field-error" role="alert">{move || error.get()}</p>
                </div>
            })
        }
    }
}

/// Choices for the whole table: the edition, one-holder cards, who ended the
/// game, numbers the rules otherwise decide, flags.
#[component]
fn TablePanel(
    game: GameId,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Problem>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let table = table_fields(game);
    // One player (or nobody) each: the one-holder cards, then who ended the game.
    let choices = player_choices(game);
    let error = move |key: &'static str| {
        Signal::derive(move || {
            result.with(|r| match r {
                Err(Problem::TableNotANumber { key: k }) if *k == key => {
                    Some(t.not_a_number.to_owned())
                }
                Err(Problem::Rules(e)) if e.field() == key => Some(rules_message(i18n, e)),
                _ => None,
            })
        })
    };
    // Numbers the rules otherwise decide (empty: the rules' own, shown greyed) and flags.
    let others = table
        .iter()
        .filter_map(|f| match *f {
            TableField::Count(key) => Some((key, Kind::Count { min: 1, max: 20 })),
            TableField::Flag(key) => Some((key, Kind::Flag)),
            TableField::Player(_) => None,
        })
        .map(|(key, kind)| {
            let placeholder = matches!(kind, Kind::Count { .. }).then(|| {
                Signal::derive(move || pad.with(|p| p.rulebook_complete_at().to_string()))
            });
            let edition = only_in(key);
            let hidden = move || edition.is_some_and(|e| pad.with(|p| p.edition()) != e);
            let field = Field { key, kind };
            view! {
                <div class="field" hidden=hidden>
                    <FieldInput place=Slot::Table field pad error=error(key) placeholder />
                </div>
            }
        })
        .collect_view();
    (!table.is_empty() || !choices.is_empty()).then(|| {
        view! {
            <section class="panel" aria-labelledby="table-heading">
                <h2 id="table-heading">{t.table_heading}</h2>
                <TableChoices pad groups=player_groups(pad, choices) />
                {others}
            </section>
        }
    })
}

/// A table value and its choices: (value, label) pairs.
type RadioGroup = (&'static str, Vec<(String, String)>);

/// Radio groups for the table ("Longest Road: nobody / Ann / Bo …", Citadels'
/// edition), drawn as HTML text and driven by one handler: each radio's
/// `data-act` is the table value it sets.
#[component]
fn TableChoices(pad: RwSignal<ScoreState>, groups: Signal<Vec<RadioGroup>>) -> impl IntoView {
    let t = &use_i18n().island().score;
    let html = move || {
        groups.with(|groups| {
            pad.with(|p| {
                groups
                    .iter()
                    .map(|(key, options)| {
                        // The edition is classic until chosen otherwise.
                        let chosen = match *key {
                            EDITION => p.edition().id().to_owned(),
                            _ => p.typed(Slot::Table, key),
                        };
                        let radios: String = options
                            .iter()
                            .map(|(value, label)| {
                                format!(
                                    "<label class=\"choice__option\"><input type=\"radio\" name=\"{key}\" data-act=\"{key}\" value=\"{}\"{}><span>{}</span></label>",
                                    escape(value),
                                    if *value == chosen { " checked" } else { "" },
                                    escape(label),
                                )
                            })
                            .collect();
                        format!(
                            "<fieldset class=\"choice\" data-testid=\"{key}\"><legend>{}</legend><div class=\"segmented\">{radios}</div></fieldset>",
                            (t.field_label)(key)
                        )
                    })
                    .collect::<String>()
            })
        })
    };
    let choose = move |event: leptos::ev::Event| {
        #[cfg(feature = "hydrate")]
        if let Some((key, _, value)) = crate::browser::acted(&event, false) {
            pad.update(|p| p.type_in(Slot::Table, &key, value));
        }
        let _ = event;
    };
    view! { <div inner_html=html on:change=choose></div> }
}

/// Citadels: classic or 2016 (its value is the edition's id).
fn edition_group() -> Signal<Vec<RadioGroup>> {
    let t = &use_i18n().island().score;
    let options = [Edition::Classic, Edition::Y2016]
        .map(|e| (e.id().to_owned(), (t.edition)(e).to_owned()))
        .to_vec();
    Signal::derive(move || vec![(EDITION, options.clone())])
}

/// One player, or nobody, for each of these table values (a seat's id).
fn player_groups(pad: RwSignal<ScoreState>, keys: Vec<&'static str>) -> Signal<Vec<RadioGroup>> {
    let i18n = use_i18n();
    Signal::derive(move || {
        let seats: Vec<(String, String)> = pad.with(|p| {
            std::iter::once((String::new(), i18n.island().score.nobody.to_owned()))
                .chain(p.seats.iter().enumerate().map(|(i, seat)| {
                    let name = p.shown_name(i, &|n| (i18n.island().seat)(n as u8));
                    (seat.id.to_string(), name)
                }))
                .collect()
        });
        keys.iter().map(|&key| (key, seats.clone())).collect()
    })
}

#[component]
fn Results(
    game: GameId,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Problem>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let copied = RwSignal::new(false);
    let share = move |_| {
        let Ok(sheet) = result.get_untracked() else {
            return;
        };
        let text = results_text(i18n, game, &sheet);
        #[cfg(feature = "hydrate")]
        copied.set(crate::browser::copy_plain(&text));
        let _ = text;
    };
    // Drawn as HTML text: display only, and a view per row and line would cost
    // the wasm several KB (docs/performance.md).
    let body = move || result.with(|r| pad.with(|p| results_html(i18n, p, r)));
    view! {
        <section class="panel results" aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">{t.results_heading}</h2>
            <div inner_html=body></div>
            <div hidden=move || result.with(Result::is_err)>
                <button class="button" type="button" on:click=share data-testid="share-results">{t.share_results}</button>
                <p class="hint" role="status">{move || copied.get().then_some(t.results_copied)}</p>
            </div>
        </section>
    }
}

/// Text safe inside HTML and its quoted attributes.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The results, or why there are none yet.
fn results_html(i18n: I18n, pad: &ScoreState, result: &Result<ScoreSheet, Problem>) -> String {
    let t = &i18n.island().score;
    let sheet = match result {
        Ok(sheet) => sheet,
        Err(_)
            if pad
                .seats
                .iter()
                .all(|s| s.values.values().all(|v| v.trim().is_empty())) =>
        {
            return format!(
                "<p class=\"hint\" data-testid=\"results-problem\">{}</p>",
                t.start_hint
            );
        }
        Err(problem) => {
            // One-holder choices are made for the table, not at a seat.
            let located = match problem {
                Problem::NotANumber { .. } | Problem::TableNotANumber { .. } => true,
                Problem::Rules(e) => pad
                    .locate(e.field())
                    .is_some_and(|(_, key)| !player_choices(pad.game).contains(&key.as_str())),
            };
            let detail = match (problem, located) {
                (Problem::Rules(e), false) => format!("<br>{}", escape(&rules_message(i18n, e))),
                _ => String::new(),
            };
            return format!(
                "<p class=\"notice notice--error\" data-testid=\"results-problem\">{}{detail}</p>",
                t.fix_first
            );
        }
    };
    let headline = if sheet.winners.is_empty() {
        t.nobody_wins.to_owned()
    } else {
        (t.winner)(&sheet.winners)
    };
    let mut html = format!(
        "<p class=\"winner\" data-testid=\"winner\">{}</p><ol class=\"ranking\" data-testid=\"ranking\">",
        escape(&headline)
    );
    let mut order: Vec<&games::PlayerScore> = sheet.players.iter().collect();
    order.sort_by_key(|p| p.rank);
    for player in order {
        let won = sheet.winners.contains(&player.name);
        html.push_str(&format!(
            "<li class=\"ranking__row{}\" data-testid=\"rank-row\"><span class=\"ranking__rank\">{}</span><span class=\"ranking__name\">{}{}</span><strong class=\"ranking__total\" data-testid=\"total\">{}</strong><details class=\"ranking__why\"><summary>{}</summary><ul>",
            if won { " ranking__row--winner" } else { "" },
            player.rank,
            if won { "★ " } else { "" },
            escape(&player.name),
            player.total,
            t.why,
        ));
        for line in &player.breakdown {
            html.push_str(&format!(
                "<li><span>{}</span><span>{}</span></li>",
                escape(&(t.line)(&line.item)),
                (t.points)(line.points)
            ));
        }
        html.push_str("</ul></details></li>");
    }
    html.push_str("</ol>");
    if let Some(settled) = &sheet.tie_break {
        // A lost city is why nobody wins, not a tie-break.
        let label = match settled {
            games::Settled::CityLost => String::new(),
            _ => format!("<strong>{}: </strong>", t.tie_break),
        };
        html.push_str(&format!(
            "<p data-testid=\"tie-break\">{label}{}</p>",
            escape(&(t.settled)(settled))
        ));
    }
    if !sheet.warnings.is_empty() {
        html.push_str(&format!(
            "<h3>{}</h3><ul class=\"warnings\" data-testid=\"warnings\">",
            t.warnings
        ));
        for warning in &sheet.warnings {
            html.push_str(&format!("<li>{}</li>", escape(&(t.warning)(warning))));
        }
        html.push_str("</ul>");
    }
    html
}

/// The results as text to paste into a chat.
fn results_text(i18n: I18n, game: GameId, sheet: &ScoreSheet) -> String {
    let t = &i18n.island().score;
    let mut order: Vec<&games::PlayerScore> = sheet.players.iter().collect();
    order.sort_by_key(|p| p.rank);
    let mut text = format!("{} — {}\n", i18n.game_name(game), t.results_heading);
    for player in order {
        text.push_str(&format!(
            "{}. {} {}\n",
            player.rank,
            player.name,
            (t.points)(player.total)
        ));
    }
    if sheet.winners.is_empty() {
        text.push_str(t.nobody_wins);
    } else {
        text.push_str(&(t.winner)(&sheet.winners));
    }
    if let Some(settled) = &sheet.tie_break {
        text.push_str(&format!("\n{}: {}", t.tie_break, (t.settled)(settled)));
    }
    text
}
