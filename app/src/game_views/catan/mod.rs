//! Catan: the island drawn as SVG, the board mode, the balancing rules as switches,
//! the fairness report, and keep-and-redraw by tapping hexes.

pub(crate) mod words;

use crate::components::setup_controls::Checklist;
use crate::components::setup_controls::Toggle;
use crate::components::setup_controls::{Choice, Segmented};
use crate::components::setup_facts::{Drawn, SeatFact};
use crate::i18n::{use_i18n, I18n};
use games::catan::{
    pips, KeptHex, Mode, PlacedHex, Refusal, Resource, Setup, SetupOptions, Terrain,
};
use games::decimal::{decimal, Decimal};
use games::setup_query::SetupOptions as AnyOptions;
use games::Say;
use games::{InputError, Language};
use leptos::prelude::*;

impl super::GameViews for games::catan::Catan {
    const BLURB: games::Words = games::Words::new(
        "A fresh island: balanced, official spiral or beginner map; settlements, cities, road and army.",
        "產生新島嶼：平衡、官方螺旋或新手地圖；村莊、城市、最長道路與最大騎士團計分。",
    );

    fn opener(language: Language) -> Option<&'static str> {
        Some(words::setup(language).first_player)
    }
    fn options_view(drawn: Drawn) -> Option<AnyView> {
        Some(view! { <CatanModes drawn /> }.into_any())
    }
    fn setup_view(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
        view! { <CatanSetup drawn setup opening /> }.into_any()
    }
    fn saved_view(drawn: Drawn, board: Setup, language: Language) -> Option<AnyView> {
        Some(
            view! {
                <h3 id="board-heading" class="visually-hidden">{words::setup(language).board_label}</h3>
                <Board drawn setup=board.clone() can_keep=false />
                <FairnessReport setup=board />
            }
            .into_any(),
        )
    }
    fn dice_board(
        setup: Setup,
        marks: Signal<super::DiceMarks>,
        move_robber: Callback<usize>,
    ) -> Option<AnyView> {
        Some(view! { <DiceBoard setup marks move_robber /> }.into_any())
    }
    fn kind_words(kind: &str, language: Language) -> Option<(&'static str, &'static str)> {
        let t = words::setup(language);
        Mode::parse(kind).map(|mode| (t.mode_label, (t.mode_name)(mode)))
    }
    /// Balancing rules that cannot all hold: which one, and how far it can go.
    fn setup_problem(error: &InputError, language: Language) -> Option<String> {
        let t = words::setup(language);
        if let InputError::Refused {
            refusal:
                games::Refusal::Catan(Refusal::CapTooTight {
                    rule,
                    value,
                    tightest,
                    ..
                }),
            ..
        } = error
        {
            return Some((t.cap_too_tight)((t.rule_name)(rule), *value, *tightest));
        }
        (*error.field() == "constraints").then(|| t.too_tight.to_owned())
    }
}

fn catan_options(drawn: &Drawn) -> SetupOptions {
    match &drawn.options {
        AnyOptions::Catan(o) => o.clone(),
        _ => unreachable!("the Catan page only gets Catan options"),
    }
}

fn terrain_name(i18n: I18n, terrain: Terrain) -> &'static str {
    i18n.name(terrain.name(), terrain.name_zh_tw())
}

#[component]
pub fn CatanModes(drawn: Drawn) -> impl IntoView {
    let i18n = use_i18n();
    let options = catan_options(&drawn);
    let modes: Vec<Choice> = Mode::ALL
        .into_iter()
        .filter(|&mode| mode.available_for(options.players))
        .map(|mode| {
            let mut o = options.clone();
            o.mode = mode;
            if !mode.keeps_hexes() {
                o.keep.clear();
            }
            (
                (words::setup(i18n.language()).mode_name)(mode).to_owned(),
                drawn.href(&AnyOptions::Catan(o), "mode"),
                options.mode == mode,
            )
        })
        .collect();
    let mode = options.mode;
    view! {
        <Segmented
            label_id="mode-label"
            label=words::setup(i18n.language()).mode_label
            items=modes
            testid="mode"
        />
        <p class="hint">{(words::setup(i18n.language()).mode_note)(mode)}</p>
    }
}

#[component]
pub fn CatanSetup(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> impl IntoView {
    let i18n = use_i18n();
    let options = catan_options(&drawn);
    let can_keep = options.mode.keeps_hexes();
    let kept_count = options.keep.len();
    let release_all = {
        let mut o = options.clone();
        o.keep.clear();
        drawn.href(&AnyOptions::Catan(o), "board")
    };
    let s = setup.clone();
    let items = move || {
        let t = words::setup(i18n.language());
        let numbered = s.hexes.iter().filter(|h| h.number.is_some()).count();
        let mut items = vec![
            (t.lay_terrain)(s.hexes.len()),
            (t.lay_numbers)(numbered),
            (t.lay_harbors)(s.harbors.len()),
        ];
        if let Some(spiral) = s.spiral {
            items.push((t.spiral_start)(spiral.corner, spiral.clockwise));
        }
        items.extend(s.reminders.iter().map(|r| r.say(i18n.language())));
        items
    };
    let harbors = setup.harbors.clone();
    view! {
        <section class="panel board-panel" aria-labelledby="board-heading">
            <h2 id="board-heading" class="visually-hidden">{words::setup(i18n.language()).board_label}</h2>
            <Board drawn=drawn.clone() setup=setup.clone() can_keep />
            <p class="hint" data-testid="keep-hint">
                {move || if can_keep { words::setup(i18n.language()).lock_hint } else { words::setup(i18n.language()).lock_unavailable }}
            </p>
            {(kept_count > 0).then(|| view! {
                <p class="kept-row">
                    <span data-testid="kept-count">{(words::setup(i18n.language()).kept)(kept_count)}</span>
                    <a class="button" href=release_all data-testid="release-all">{words::setup(i18n.language()).unlock_all}</a>
                </p>
            })}
            <dl class="facts">
                <SeatFact opening />
            </dl>
            <h3>{words::setup(i18n.language()).harbors_heading}</h3>
            <ol class="harbors" data-testid="harbors">
                {harbors
                    .into_iter()
                    .map(|h| view! { <li>{move || harbor_text(i18n, h.kind)}</li> })
                    .collect_view()}
            </ol>
        </section>
        {(options.mode == Mode::Balanced).then(|| view! { <BalancingRules drawn=drawn.clone() /> })}
        <FairnessReport setup=setup.clone() />
        <Checklist items=items() />
    }
}

/// "3:1" or "2:1 wool", in the current language.
fn harbor_text(i18n: I18n, kind: &str) -> String {
    match harbor_resource(kind) {
        Some(resource) => format!("2:1 {}", i18n.name(resource.name(), resource.name_zh_tw())),
        None => words::setup(i18n.language()).any_harbor.to_owned(),
    }
}

fn harbor_resource(kind: &str) -> Option<Resource> {
    let name = kind.strip_prefix("2:1-")?;
    Resource::ALL.into_iter().find(|r| r.name() == name)
}

/// Circumradius of a hex in SVG units.
const HEX: f64 = 10.0;

/// A coordinate of the board's drawing, to two places.
fn coordinate(value: f64) -> Decimal {
    decimal(value, 2)
}

fn centre(hex: &PlacedHex) -> (f64, f64) {
    let (q, r) = (f64::from(hex.q), f64::from(hex.r));
    (HEX * 3f64.sqrt() * (q + r / 2.0), HEX * 1.5 * r)
}

/// Pointy-top corner `i` (0 = upper right, clockwise) of a hex of radius `radius`.
fn corner(cx: f64, cy: f64, radius: f64, i: usize) -> (f64, f64) {
    let angle = (60.0 * i as f64 - 30.0).to_radians();
    (cx + radius * angle.cos(), cy + radius * angle.sin())
}

/// An SVG view box around the hexes at `centres`, `margin` beyond them.
fn view_box(centres: &[(f64, f64)], margin: f64) -> String {
    let min_x = centres.iter().map(|c| c.0).fold(f64::MAX, f64::min) - margin;
    let max_x = centres.iter().map(|c| c.0).fold(f64::MIN, f64::max) + margin;
    let min_y = centres.iter().map(|c| c.1).fold(f64::MAX, f64::min) - margin;
    let max_y = centres.iter().map(|c| c.1).fold(f64::MIN, f64::max) + margin;
    format!(
        "{} {} {} {}",
        decimal(min_x, 1),
        decimal(min_y, 1),
        decimal(max_x - min_x, 1),
        decimal(max_y - min_y, 1)
    )
}

fn hex_points(cx: f64, cy: f64, radius: f64) -> String {
    (0..6)
        .map(|i| {
            let (x, y) = corner(cx, cy, radius, i);
            format!("{},{}", coordinate(x), coordinate(y))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[component]
fn Board(drawn: Drawn, setup: Setup, can_keep: bool) -> impl IntoView {
    let i18n = use_i18n();
    let options = catan_options(&drawn);
    let centres: Vec<(f64, f64)> = setup.hexes.iter().map(centre).collect();
    // Room for the harbors around the island.
    let view_box = view_box(&centres, HEX * 1.9);
    let harbors = setup
        .harbors
        .iter()
        .copied()
        .map(|h| {
            let (cx, cy) = centres[usize::from(h.hex)];
            let side = usize::from(h.side);
            let a = corner(cx, cy, HEX, (side + 5) % 6);
            let b = corner(cx, cy, HEX, side);
            let normal = (60.0 * side as f64).to_radians();
            let reach = HEX * 1.45;
            let (hx, hy) = (cx + reach * normal.cos(), cy + reach * normal.sin());
            let resource = harbor_resource(h.kind);
            let class = resource.map_or("harbor harbor--any".to_owned(), |r| {
                format!("harbor harbor--{}", r.name())
            });
            let label = if resource.is_some() { "2:1" } else { "3:1" };
            view! {
                <g class=class>
                    <path class="harbor__pier" d=format!("M{} {}L{} {}L{} {}", coordinate(a.0), coordinate(a.1), coordinate(hx), coordinate(hy), coordinate(b.0), coordinate(b.1)) />
                    <circle cx=coordinate(hx).to_string() cy=coordinate(hy).to_string() r="3.6" />
                    <text x=coordinate(hx).to_string() y=coordinate(hy + 1.1).to_string()>{label}</text>
                    <title>{move || harbor_text(i18n, h.kind)}</title>
                </g>
            }
        })
        .collect_view();
    let robber = usize::from(setup.robber);
    let hexes = setup
        .hexes
        .iter()
        .enumerate()
        .map(|(i, hex)| {
            let kept = options.keep.iter().any(|k| k.q == hex.q && k.r == hex.r);
            let href = can_keep.then(|| toggle_keep(&drawn, &options, hex, kept));
            view! { <HexTile hex=*hex centre=centres[i] kept href robber=i == robber /> }
        })
        .collect_view();
    view! {
        <svg class="board" id="board" viewBox=view_box role="group" aria-labelledby="board-heading" data-testid="board">
            <defs>
                <TerrainIcons />
            </defs>
            {harbors}
            {hexes}
        </svg>
    }
}

/// The board on the dice panel: the last number's hexes lit, the robber's
/// hex dimmed (it produces nothing), each number's rolls beside its token; a
/// tap on a hex moves the robber there. Drawn on the phone only.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
#[component]
fn DiceBoard(
    setup: Setup,
    marks: Signal<super::DiceMarks>,
    move_robber: Callback<usize>,
) -> impl IntoView {
    let i18n = use_i18n();
    let centres: Vec<(f64, f64)> = setup.hexes.iter().map(centre).collect();
    // No harbors here: the island alone.
    let view_box = view_box(&centres, HEX * 1.1);
    let at_setup = usize::from(setup.robber);
    let numbered: Vec<(u8, (f64, f64))> = setup
        .hexes
        .iter()
        .zip(&centres)
        .filter_map(|(hex, &centre)| Some((hex.number?, centre)))
        .collect();
    let hexes = move || {
        let marks = marks.get();
        let robber = marks.robber.unwrap_or(at_setup);
        setup
            .hexes
            .iter()
            .enumerate()
            .map(|(at, hex)| {
                let (cx, cy) = centres[at];
                let terrain = hex.terrain;
                let lit = hex.number.is_some() && hex.number == marks.lit;
                let robbed = at == robber;
                let name = terrain_name(i18n, terrain);
                let place = match hex.number {
                    Some(n) => format!("{name} {n}"),
                    None => name.to_owned(),
                };
                let label = (i18n.dice().move_robber_to)(&place);
                view! {
                    <g
                        class="dice-board__hex"
                        role="button"
                        tabindex="0"
                        aria-label=label
                        data-testid=format!("dice-hex-{at}")
                        data-lit=lit.then_some("true")
                        data-robber=robbed.then_some("true")
                        on:click=move |_| move_robber.run(at)
                        on:keydown=move |event| {
                            if event.key() == "Enter" || event.key() == " " {
                                move_robber.run(at);
                            }
                        }
                    >
                        <polygon
                            class=format!("hex hex--{}", terrain.name())
                            class:hex--lit=lit
                            class:hex--robbed=robbed
                            points=hex_points(cx, cy, HEX - 0.35)
                        />
                        <use_ href=format!("#icon-{}", terrain.name()) x=coordinate(cx - 3.0).to_string() y=coordinate(cy - 8.4).to_string() width="6" height="6" />
                        {hex.number.map(|n| view! { <Token n cx cy /> })}
                        {robbed.then(|| view! { <Robber cx cy /> })}
                    </g>
                }
            })
            .collect_view()
    };
    // Each number's rolls beside its token, over every hex (a hex drawn later
    // would cover a count at its neighbour's edge).
    let counts = move || {
        let counts = marks.get().counts;
        numbered
            .iter()
            .map(|&(n, (cx, cy))| {
                view! {
                    <text class="dice-board__count" x=coordinate(cx + 4.6).to_string() y=coordinate(cy - 2.2).to_string()>
                        {format!("×{}", counts.count(n))}
                    </text>
                }
            })
            .collect_view()
    };
    view! {
        <svg class="board dice-board" viewBox=view_box role="group" aria-label=i18n.dice().board_label data-testid="dice-board">
            <defs>
                <TerrainIcons />
            </defs>
            {hexes}
            <g aria-hidden="true">{counts}</g>
        </svg>
    }
}

fn toggle_keep(drawn: &Drawn, options: &SetupOptions, hex: &PlacedHex, kept: bool) -> String {
    let mut o = options.clone();
    if kept {
        o.keep.retain(|k| !(k.q == hex.q && k.r == hex.r));
    } else {
        o.keep.push(KeptHex {
            q: hex.q,
            r: hex.r,
            terrain: hex.terrain,
            number: hex.number,
        });
    }
    drawn.href(&AnyOptions::Catan(o), "board")
}

#[component]
fn HexTile(
    hex: PlacedHex,
    centre: (f64, f64),
    kept: bool,
    href: Option<String>,
    robber: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let (cx, cy) = centre;
    let terrain = hex.terrain;
    let number = hex.number;
    let tile = view! {
        <polygon class=format!("hex hex--{}", terrain.name()) class:hex--kept=kept points=hex_points(cx, cy, HEX - 0.35) />
        <use_ href=format!("#icon-{}", terrain.name()) x=coordinate(cx - 3.0).to_string() y=coordinate(cy - 8.4).to_string() width="6" height="6" />
        {number.map(|n| view! { <Token n cx cy /> })}
        {robber.then(|| view! { <Robber cx cy /> })}
        {kept.then(|| view! { <Lock cx cy /> })}
    };
    let name = move || terrain_name(i18n, terrain);
    let testid = format!("hex-{}-{}", hex.q, hex.r);
    match href {
        Some(href) => {
            let label = move || {
                let t = words::setup(i18n.language());
                if kept {
                    (t.release_hex)(name(), number)
                } else {
                    (t.keep_hex)(name(), number)
                }
            };
            view! {
                <g>
                <a
                    href=href
                    class="hex-link"
                    aria-label=label
                    data-testid=testid
                    data-kept=kept.then_some("true")
                    data-terrain=terrain.name()
                    data-number=number.map(|n| n.to_string())
                >
                    {tile}
                </a>
                </g>
            }
            .into_any()
        }
        None => view! {
            <g
                role="img"
                aria-label=move || match number {
                    Some(n) => format!("{} {n}", name()),
                    None => name().to_owned(),
                }
                data-testid=testid
                data-terrain=terrain.name()
                data-number=number.map(|n| n.to_string())
            >
                {tile}
            </g>
        }
        .into_any(),
    }
}

/// A number token: the number (red for 6 and 8) over its pips.
#[component]
fn Token(n: u8, cx: f64, cy: f64) -> impl IntoView {
    let dots = pips(n);
    let red = n == 6 || n == 8;
    let spacing = 1.3;
    let first = cx - spacing * f64::from(dots - 1) / 2.0;
    view! {
        <g class="token" class:token--red=red>
            <circle cx=coordinate(cx).to_string() cy=coordinate(cy + 1.2).to_string() r="4.3" />
            <text x=coordinate(cx).to_string() y=coordinate(cy + 2.2).to_string()>{n}</text>
            {(0..dots)
                .map(|d| {
                    view! {
                        <circle class="pip" cx=coordinate(first + spacing * f64::from(d)).to_string() cy=coordinate(cy + 4.0).to_string() r="0.45" />
                    }
                })
                .collect_view()}
        </g>
    }
}

#[component]
fn Robber(cx: f64, cy: f64) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <g class="robber" data-testid="robber">
            <title>{words::setup(i18n.language()).robber}</title>
            // Beside the number token, at the hex's left edge: the blocked
            // number stays readable (issue 62.4).
            <circle cx=coordinate(cx - 6.1).to_string() cy=coordinate(cy - 0.6).to_string() r="1.3" />
            <path d=format!("M{} {}q2.1 0 2.1 4h-4.2q0-4 2.1-4z", coordinate(cx - 6.1), coordinate(cy + 0.5)) />
        </g>
    }
}

/// The mark of a kept hex: a padlock at the bottom, beside the thicker outline.
#[component]
fn Lock(cx: f64, cy: f64) -> impl IntoView {
    view! {
        <g class="lock" aria-hidden="true">
            <rect x=coordinate(cx - 1.8).to_string() y=coordinate(cy + 6.0).to_string() width="3.6" height="2.8" rx="0.5" />
            <path d=format!("M{} {}v-1a1.2 1.2 0 0 1 2.4 0v1", coordinate(cx - 1.2), coordinate(cy + 6.0)) />
        </g>
    }
}

/// One small icon per terrain, so the board reads without colour.
#[component]
fn TerrainIcons() -> impl IntoView {
    view! {
        <symbol id="icon-forest" viewBox="0 0 12 12"><path d="M6 1l4 6H7.5v3h-3V7H2z" /></symbol>
        <symbol id="icon-pasture" viewBox="0 0 12 12">
            <path d="M3 8a2 2 0 0 1 1-3.7 2.3 2.3 0 0 1 4.2 0A2 2 0 0 1 9 8z" />
            <path d="M4 8v2M8 8v2" stroke-width="1" />
        </symbol>
        <symbol id="icon-fields" viewBox="0 0 12 12">
            <path d="M6 11V3M6 4l-2-2M6 4l2-2M6 6.5l-2-2M6 6.5l2-2M6 9l-2-2M6 9l2-2" fill="none" stroke-width="1.1" />
        </symbol>
        <symbol id="icon-hills" viewBox="0 0 12 12">
            <path d="M1 5h4.5v2.5H1zM6.5 5H11v2.5H6.5zM3.5 8.5H8.5V11H3.5z" />
        </symbol>
        <symbol id="icon-mountains" viewBox="0 0 12 12"><path d="M1 10l3.5-6 2 3 1.5-2 3 5z" /></symbol>
        <symbol id="icon-desert" viewBox="0 0 12 12">
            <circle cx="6" cy="5" r="2.2" />
            <path d="M1 10q2.5-2 5 0t5 0" fill="none" stroke-width="1" />
        </symbol>
    }
}

/// A capped balancing rule: its limit now, the limit it starts at when switched
/// on, and the range the stepper allows.
/// The balancing rules of the balanced mode: switches and limits.
#[component]
fn BalancingRules(drawn: Drawn) -> impl IntoView {
    let i18n = use_i18n();
    let options = catan_options(&drawn);
    let rules = options.constraints;
    let href_with = |change: &dyn Fn(&mut SetupOptions), at: &str| {
        let mut o = options.clone();
        change(&mut o);
        drawn.href(&AnyOptions::Catan(o), at)
    };
    let switches = [
        (
            "no_adjacent_6_8",
            rules.no_adjacent_6_8,
            href_with(
                &|o| o.constraints.no_adjacent_6_8 ^= true,
                "no_adjacent_6_8",
            ),
        ),
        (
            "no_adjacent_2_12",
            rules.no_adjacent_2_12,
            href_with(
                &|o| o.constraints.no_adjacent_2_12 ^= true,
                "no_adjacent_2_12",
            ),
        ),
        (
            "no_equal_neighbours",
            rules.no_equal_neighbours,
            href_with(
                &|o| o.constraints.no_equal_neighbours ^= true,
                "no_equal_neighbours",
            ),
        ),
    ];
    // Each limit's range and default come from the rules; the tightest is what
    // every board of this size can meet.
    let size = games::catan::BoardSize::for_players(options.players);
    view! {
        // Open when the rules differ from the balanced defaults (a browser that does
        // not open a folded panel for a link into it still shows what was changed).
        <details class="panel rules" data-testid="rules" open=rules != games::catan::Constraints::BALANCED>
            <summary><h2>{words::setup(i18n.language()).rules_heading}</h2></summary>
            {switches
                .into_iter()
                .map(|(rule, on, href)| view! {
                    <Toggle label=(words::setup(i18n.language()).rule_name)(rule) on href testid=rule id=rule />
                })
                .collect_view()}
            {games::catan::CAPS
                .into_iter()
                .map(|cap| {
                    let value = cap.value(&rules);
                    let low = cap.tightest(size);
                    let set = |v: Option<u8>| href_with(&|o| *cap.slot(&mut o.constraints) = v, cap.rule);
                    let toggle = set(if value.is_some() { None } else { Some(cap.default.max(low)) });
                    let tighter = value.filter(|&v| v > low).map(|v| set(Some(v - 1)));
                    let looser = value.filter(|&v| v < cap.loosest).map(|v| set(Some(v + 1)));
                    let at_tightest = value == Some(low);
                    view! {
                        <div class="cap" id=cap.rule data-testid=cap.rule>
                            <Toggle label=(words::setup(i18n.language()).rule_name)(cap.rule) on=value.is_some() href=toggle testid="cap-switch" />
                            {value.map(|v| view! {
                                <div class="stepper">
                                    <StepLink href=tighter text="−" label=words::setup(i18n.language()).tighter />
                                    <output class="stepper__value">{v}</output>
                                    <StepLink href=looser text="+" label=words::setup(i18n.language()).looser />
                                </div>
                            })}
                            {at_tightest.then(|| view! {
                                <p class="hint" data-testid="tightest">{words::setup(i18n.language()).tightest_hint}</p>
                            })}
                        </div>
                    }
                })
                .collect_view()}
        </details>
    }
}

/// A stepper end: a link, or a greyed box at the end of the range.
#[component]
fn StepLink(href: Option<String>, text: &'static str, label: &'static str) -> impl IntoView {
    match href {
        Some(href) => view! { <a class="stepper__step" href=href aria-label=label>{text}</a> }.into_any(),
        None => view! { <span class="stepper__step stepper__step--end" aria-hidden="true">{text}</span> }.into_any(),
    }
}

#[component]
fn FairnessReport(setup: Setup) -> impl IntoView {
    let i18n = use_i18n();
    let report = setup.report.clone();
    let rows = Resource::ALL.map(|r| {
        let pips = report.pips_per_resource.get(r);
        let fair = report.fair_pips_per_resource.get(r);
        view! {
            <tr>
                <th scope="row">{i18n.name(r.name(), r.name_zh_tw())}</th>
                <td class="num">{pips}</td>
                <td class="num">{fair}</td>
            </tr>
        }
    });
    let statuses = report.rules.clone();
    view! {
        <details class="panel report" data-testid="report">
            <summary><h2>{words::setup(i18n.language()).report_heading}</h2></summary>
            <table class="counts">
                <thead>
                    <tr>
                        <th scope="col"></th>
                        <th scope="col" class="num">{words::setup(i18n.language()).pips_column}</th>
                        <th scope="col" class="num">{words::setup(i18n.language()).fair_column}</th>
                    </tr>
                </thead>
                <tbody>{rows.into_iter().collect_view()}</tbody>
            </table>
            <dl class="facts">
                <crate::components::setup_facts::Fact label=words::setup(i18n.language()).max_intersection value=report.max_pips_per_intersection.to_string() />
                <crate::components::setup_facts::Fact label=words::setup(i18n.language()).min_intersection value=report.min_pips_per_inner_intersection.to_string() />
                <crate::components::setup_facts::Fact label=words::setup(i18n.language()).largest_cluster value=report.largest_terrain_cluster.to_string() />
            </dl>
            <ul class="rule-status">
                {statuses
                    .into_iter()
                    .map(|status| {
                        let state = move || {
                            let t = words::setup(i18n.language());
                            match (status.enforced, status.holds) {
                                (false, _) => t.rule_not_enforced,
                                (true, true) => t.rule_holds,
                                (true, false) => t.rule_broken,
                            }
                        };
                        view! {
                            <li class:rule-status--ok=status.holds>
                                <span>{(words::setup(i18n.language()).rule_name)(status.rule)}</span>
                                <strong>{state}</strong>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </details>
    }
}
