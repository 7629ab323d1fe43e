//! Citadels: edition, the 2016 roster and districts, and a round-by-round helper
//! for the character removal, with the face-down card shown only while held.

#[cfg(feature = "browser")]
mod caller;
mod city;
mod deck;
pub(crate) mod editor;
pub(crate) mod words;

use crate::bridge::{data as bridged, data_attr};
use crate::components::setup_controls::Checklist;
use crate::components::setup_controls::Toggle;
use crate::components::setup_controls::{Choice, Segmented};
use crate::components::setup_facts::{Drawn, Fact, SeatFact};
use crate::i18n::{use_i18n, I18n};
use games::citadels::data::{self, PRESETS};
use games::citadels::{Edition, Setup, SetupOptions};
use games::setup_query::SetupOptions as AnyOptions;

use games::Language;
use leptos::prelude::*;

impl super::GameViews for games::citadels::Citadels {
    const BLURB: games::Words = games::Words::new(
        "Which characters leave each round, the 2016 roster and unique districts; district-by-district scoring.",
        "每回合移除哪些角色、2016 版角色組合與特別地區；逐棟地區計分。",
    );

    fn opener(language: Language) -> Option<&'static str> {
        Some(words::setup(language).crown)
    }
    fn options_view(drawn: Drawn) -> Option<AnyView> {
        Some(view! { <CitadelsOptions drawn /> }.into_any())
    }
    #[cfg(feature = "browser")]
    fn round_caller(call: super::RoundCall) -> Option<AnyView> {
        Some(view! { <caller::RoundCaller call /> }.into_any())
    }
    fn setup_view(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
        view! { <CitadelsSetup drawn setup opening /> }.into_any()
    }
    fn saved_view(_drawn: Drawn, dealt: Setup, language: Language) -> Option<AnyView> {
        Some(
            view! {
                <h3>{words::setup(language).characters_heading}</h3>
                <Roster setup=dealt />
            }
            .into_any(),
        )
    }
    fn kind_words(kind: &str, language: Language) -> Option<(&'static str, &'static str)> {
        let t = words::setup(language);
        Edition::parse(kind).map(|edition| (t.edition_label, (t.edition_name)(edition)))
    }
}

/// What Citadels' controls on the scorepad ask of its pad.
pub(crate) trait CitadelsPad {
    /// The edition chosen for the table (classic until chosen otherwise).
    fn edition(&self) -> Edition;
    /// The districts that complete a city, as typed or else the rulebook's.
    fn complete_at(&self) -> i64;
}

impl CitadelsPad for games::scorepad::ScoreState {
    fn edition(&self) -> Edition {
        games::citadels::pad::table_edition(&self.table)
    }

    fn complete_at(&self) -> i64 {
        games::citadels::pad::complete_at(&self.table, self.seats.len())
    }
}

fn citadels_options(drawn: &Drawn) -> SetupOptions {
    match &drawn.options {
        AnyOptions::Citadels(o) => o.clone(),
        _ => unreachable!("the Citadels page only gets Citadels options"),
    }
}

/// A character's name in the current language.
fn character_name(i18n: I18n, edition: Edition, name: &'static str) -> &'static str {
    data::character(edition, name).map_or(name, |c| i18n.name(c.name, c.name_zh_tw))
}

#[component]
pub fn CitadelsOptions(drawn: Drawn) -> impl IntoView {
    let i18n = use_i18n();
    let options = citadels_options(&drawn);
    let with = |change: &dyn Fn(&mut SetupOptions), at: &str| {
        let mut o = options.clone();
        change(&mut o);
        o.round = 1;
        drawn.href(&AnyOptions::Citadels(o), at)
    };
    let editions: Vec<Choice> = [Edition::Classic, Edition::Y2016]
        .into_iter()
        .map(|edition| {
            let href = with(&|o| *o = o.with_edition(edition), "edition");
            (
                (words::setup(i18n.language()).edition_name)(edition).to_owned(),
                href,
                options.edition == edition,
            )
        })
        .collect();
    let is_2016 = options.edition == Edition::Y2016;
    let rosters: Vec<Choice> = std::iter::once(None)
        .chain(PRESETS.iter().map(Some))
        .map(|preset| {
            let href = with(&|o| o.preset = preset.map(|p| p.id.to_owned()), "roster");
            let current = options.preset.as_deref() == preset.map(|p| p.id);
            let text = match preset {
                None => words::setup(i18n.language()).random_roster.to_owned(),
                Some(p) => {
                    let (en, zh_tw) = (p.name, p.name_zh_tw);
                    i18n.name(en, zh_tw).to_owned()
                }
            };
            (text, href, current)
        })
        .collect();
    let nine_matters = options.nine_is_optional();
    let nine_href = with(&|o| o.nine = !o.nine, "nine");
    let ten_matters = options.ten_with_three_applies();
    let ten_href = with(
        &|o| o.ten_districts_with_three = !o.ten_districts_with_three,
        "ten-with-three",
    );
    view! {
        <Segmented
            label_id="edition-label"
            label=words::setup(i18n.language()).edition_label
            items=editions
            testid="edition"
        />
        {is_2016.then(|| view! {
            <div class="stacked-choices">
                <Segmented
                    label_id="roster-label"
                    label=words::setup(i18n.language()).roster_label
                    items=rosters
                    testid="roster"
                />
            </div>
        })}
        {nine_matters.then(|| view! {
            <Toggle
                label=words::setup(i18n.language()).nine_option
                on=options.nine
                href=nine_href
                testid="nine"
                id="nine"
            />
        })}
        {ten_matters.then(|| view! {
            <Toggle
                label=words::setup(i18n.language()).ten_with_three_option
                on=options.ten_districts_with_three
                href=ten_href
                testid="ten-with-three"
                id="ten-with-three"
            />
        })}
    }
}

#[component]
pub fn CitadelsSetup(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> impl IntoView {
    let i18n = use_i18n();
    let options = citadels_options(&drawn);
    let edition = setup.edition;
    let players = options.players;
    let s = setup.clone();
    let items = move || {
        let t = words::setup(i18n.language());
        vec![
            (t.characters_in_play)(s.characters.len()),
            (t.each_player)(s.gold_each, s.district_cards_each),
            (t.complete_at)(s.complete_at),
        ]
    };
    let replacements = setup.replacements.clone();
    let districts = setup.unique_districts.clone().unwrap_or_default();
    let district_count = districts.len();
    view! {
        <section class="panel">
            <dl class="facts">
                <SeatFact opening />
                <Fact
                    label=words::setup(i18n.language()).edition_label
                    value=(words::setup(i18n.language()).edition_name)(edition).to_owned()
                />
            </dl>
            <h2>{words::setup(i18n.language()).characters_heading}</h2>
            <Roster setup=setup.clone() />
            {replacements
                .into_iter()
                .map(|r| {
                    view! {
                        <p class="notice">
                            {move || {
                                let original = r.original.map(|n| character_name(i18n, edition, n));
                                let replacement = character_name(i18n, edition, r.replacement);
                                (words::setup(i18n.language()).replaced)(original, replacement, players)
                            }}
                        </p>
                    }
                })
                .collect_view()}
            {(district_count > 0).then(|| view! {
                <h2>{(words::setup(i18n.language()).districts_heading)(district_count)}</h2>
                <ul class="districts" data-testid="districts">
                    {districts
                        .into_iter()
                        .map(|name| {
                            let district = data::find_district(edition, name);
                            view! {
                                <li>
                                    {district.map_or(name, |d| i18n.name(d.name, d.name_zh_tw))}
                                    // Secret Vault has no cost: it is never built.
                                    <span class="cost">
                                        {district.filter(|d| d.cost > 0).map_or("–".to_owned(), |d| d.cost.to_string())}
                                    </span>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            })}
        </section>
        <RoundHelper drawn=drawn.clone() setup=setup.clone() />
        <Checklist items=items() />
    }
}

/// The characters in play, in calling order.
#[component]
fn Roster(setup: Setup) -> impl IntoView {
    let i18n = use_i18n();
    let edition = setup.edition;
    view! {
        <ol class="roster" data-testid="characters">
            {setup
                .characters
                .iter()
                .enumerate()
                .map(|(i, &name)| {
                    view! {
                        <li>
                            <span class="rank" aria-hidden="true">{i + 1}</span>
                            <span>{move || character_name(i18n, edition, name)}</span>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
}

/// This round's removal: face-up cards shown, the face-down card held to reveal.
#[component]
fn RoundHelper(drawn: Drawn, setup: Setup) -> impl IntoView {
    let i18n = use_i18n();
    let options = citadels_options(&drawn);
    let edition = setup.edition;
    let round_href = |round: u32| {
        let mut o = options.clone();
        o.round = round;
        drawn.href(&AnyOptions::Citadels(o), "round")
    };
    let next = round_href(setup.round + 1);
    let previous = (setup.round > 1).then(|| round_href(setup.round - 1));
    let face_up = setup.removed_face_up.clone();
    let steps_face_up = face_up.clone();
    let procedure = setup.procedure;
    let face_down = face_down_card(&drawn);
    view! {
        <section
            class="panel round"
            id="round"
            aria-labelledby="round-heading"
            data-testid="round-helper"
            {..data_attr(bridged::KEEP_AWAKE, true)}
        >
            <div class="round__head">
                <h2 id="round-heading">{(words::setup(i18n.language()).round_heading)(setup.round)}</h2>
                <div class="round__nav">
                    {previous.map(|href| view! {
                        <a class="button" href=href data-testid="previous-round">
                            {words::setup(i18n.language()).previous_round}
                        </a>
                    })}
                    <a class="button button--primary" href=next data-testid="next-round">
                        {words::setup(i18n.language()).next_round}
                    </a>
                </div>
            </div>
            <h3>{words::setup(i18n.language()).face_up_heading}</h3>
            {if face_up.is_empty() {
                view! { <p class="hint" data-testid="face-up">{words::setup(i18n.language()).no_face_up}</p> }.into_any()
            } else {
                view! {
                    <ul class="face-up" data-testid="face-up">
                        {face_up
                            .into_iter()
                            .map(|name| view! { <li class="card-face">{move || character_name(i18n, edition, name)}</li> })
                            .collect_view()}
                    </ul>
                }
                .into_any()
            }}
            <h3>{words::setup(i18n.language()).face_down_heading}</h3>
            <HoldToReveal>{face_down.map(|name| character_name(i18n, edition, name))}</HoldToReveal>
            <ol class="steps" data-testid="steps">
                {move || {
                    let names: Vec<&str> = steps_face_up
                        .iter()
                        .map(|&n| character_name(i18n, edition, n))
                        .collect();
                    (words::setup(i18n.language()).steps)(procedure, edition, &names)
                        .into_iter()
                        .map(|step| view! { <li>{step}</li> })
                        .collect_view()
                }}
            </ol>
        </section>
    }
}

/// The face-down character of this round, which the page itself does not show.
fn face_down_card(drawn: &Drawn) -> Option<&'static str> {
    let mut options = citadels_options(drawn);
    options.reveal = true;
    games::citadels::setup(&options, &drawn.seed)
        .ok()?
        .face_down_character
}

/// How long a press must last before the card shows: a brush of the thumb does not.
const HOLD_MS: u64 = 350;

/// The face-down card, shown only while pressed. The server puts its name in the
/// page hidden (`hidden`: not drawn, not read aloud, not found by scrolling);
/// `/device.js` enables the button and toggles the card (`data-hold`, the press
/// in ms), so none of the setup rules ship to the phone, and no wasm either: as
/// an island this button cost 5,385 B of brotli wasm.
#[component]
fn HoldToReveal(children: Children) -> impl IntoView {
    let t = words::setup(use_i18n().language());
    view! {
        <button
            type="button"
            class="hold"
            disabled
            aria-describedby="hold-hint"
            data-testid="hold-to-reveal"
            {..data_attr(bridged::HOLD, HOLD_MS)}
        >
            <span>{t.hold_to_reveal}</span>
            <span hidden data-testid="face-down-card">{children()}</span>
        </button>
        <p id="hold-hint" class="hint" {..data_attr(bridged::READY, t.hold_hint)}>{t.hold_needs_script}</p>
    }
}
