//! The results: winner, ranking with each player's "why", tie-break and warnings,
//! or why there are none yet. Display only, so drawn as text through the typed
//! builder (a view per row and line would cost the wasm several KB).

use super::pad::{Problem, ScoreState};
use crate::components::pad_messages::problem_message;
use crate::html::{markup, Html, Markup, Value};
use crate::i18n::setup_text::ScoreText;
use crate::i18n::use_i18n;
use games::{GameId, PlayerScore, ScoreSheet};
use leptos::prelude::*;

#[component]
pub fn Results(
    game: GameId,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Vec<Problem>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let copied = RwSignal::new(false);
    let share = move |_| {
        // Read in place: cloning a result would bring its clone code into the wasm.
        let text = result.with_untracked(|r| {
            r.as_ref()
                .ok()
                .map(|sheet| results_text(t, i18n.game_name(game), sheet))
        });
        let Some(text) = text else {
            return;
        };
        #[cfg(feature = "browser")]
        copied.set(crate::browser::copy_plain(&text));
        let _ = text;
    };
    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let body = move || result.with(|r| pad.with(|p| results_html(t, p, r, &default_name)));
    view! {
        <section class="panel results" aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">{t.results_heading}</h2>
            <div {..markup(body)}></div>
            <div hidden=move || result.with(Result::is_err) || pad.with(ScoreState::is_blank)>
                <button class="button" type="button" on:click=share data-testid="share-results">{t.share_results}</button>
                <p class="hint" role="status">{move || copied.get().then_some(t.results_copied)}</p>
            </div>
        </section>
    }
}

fn by_rank(sheet: &ScoreSheet) -> Vec<&PlayerScore> {
    let mut order: Vec<&PlayerScore> = sheet.players.iter().collect();
    order.sort_by_key(|player| player.rank);
    order
}

fn headline(t: &ScoreText, sheet: &ScoreSheet) -> String {
    if sheet.winners.is_empty() {
        t.nobody_wins.to_owned()
    } else if sheet.not_over() {
        (t.leading)(&sheet.winners)
    } else {
        (t.winner)(&sheet.winners)
    }
}

/// The results, or why there are none yet.
pub fn results_html(
    t: &ScoreText,
    pad: &ScoreState,
    result: &Result<ScoreSheet, Vec<Problem>>,
    default_name: &dyn Fn(usize) -> String,
) -> Markup {
    let mut html = Html::new();
    // Nothing entered yet: no verdict (a pad of zeros has no winner to name).
    if pad.is_blank() {
        return html
            .element(
                "p",
                &[
                    ("class", Value::Text("hint")),
                    ("data-testid", Value::Text("results-problem")),
                ],
                t.start_hint,
            )
            .finish();
    }
    match result {
        Ok(sheet) => sheet_html(t, sheet),
        Err(problems) => problems_html(t, pad, problems, default_name),
    }
}

/// A result: the winner, the ranking with each player's "why", the tie-break
/// and warnings (also a saved game's page, rendered on the server).
pub fn sheet_html(t: &ScoreText, sheet: &ScoreSheet) -> Markup {
    let mut html = Html::new();
    html.element(
        "p",
        &[
            ("class", Value::Text("winner")),
            ("data-testid", Value::Text("winner")),
        ],
        &headline(t, sheet),
    );
    html.wrap(
        "ol",
        &[
            ("class", Value::Text(crate::bridge::class::RANKING)),
            ("data-testid", Value::Text("ranking")),
            // Saving asks first (device.js): the game is kept as unfinished.
            (crate::bridge::data::NOT_OVER, Value::On(sheet.not_over())),
            // ... and so is a blank count that could change it.
            (
                crate::bridge::data::BLANK_MATTERS,
                Value::On(sheet.has_a_blank_that_matters()),
            ),
        ],
        |html| {
            // A game not over has leaders, named by the headline: no star.
            let over = !sheet.not_over();
            for player in by_rank(sheet) {
                let won = over && sheet.winners.contains(&player.name);
                ranking_row(html, t, player, won);
            }
        },
    );
    if let Some(settled) = &sheet.tie_break {
        html.wrap("p", &[("data-testid", Value::Text("tie-break"))], |html| {
            // A lost city is why nobody wins, not a tie-break.
            if settled.breaks_a_tie() {
                html.wrap("strong", &[], |html| {
                    html.text(t.tie_break).text(t.then);
                });
            }
            html.text(&(t.settled)(settled));
        });
    }
    if !sheet.warnings.is_empty() {
        html.element("h3", &[], t.warnings).wrap(
            "ul",
            &[
                ("class", Value::Text("warnings")),
                ("data-testid", Value::Text("warnings")),
            ],
            |html| {
                for warning in &sheet.warnings {
                    html.element("li", &[], &(t.warning)(warning));
                }
            },
        );
    }
    html.finish()
}

/// One player's place: rank, name (starred when they won), total, and the
/// "why" that opens to their breakdown.
fn ranking_row(html: &mut Html, t: &ScoreText, player: &PlayerScore, won: bool) {
    let row = if won {
        "ranking__row ranking__row--winner"
    } else {
        "ranking__row"
    };
    let attrs = [
        ("class", Value::Text(row)),
        ("data-testid", Value::Text("rank-row")),
    ];
    html.wrap("li", &attrs, |html| {
        html.element(
            "span",
            &[("class", Value::Text("ranking__rank"))],
            &player.rank.to_string(),
        )
        .wrap("span", &[("class", Value::Text("ranking__name"))], |html| {
            if won {
                html.text("★ ");
            }
            html.text(&player.name);
        })
        .element(
            "strong",
            &[
                ("class", Value::Text("ranking__total")),
                ("data-testid", Value::Text("total")),
            ],
            &player.total.to_string(),
        );
        // A result recorded elsewhere has no breakdown: no "why" to open.
        if player.breakdown.is_empty() {
            return;
        }
        html.wrap(
            "details",
            &[("class", Value::Text("ranking__why"))],
            |html| {
                html.element("summary", &[], t.why).wrap("ul", &[], |html| {
                    for line in &player.breakdown {
                        html.wrap("li", &[], |html| {
                            html.element("span", &[], &(t.line)(&line.item)).element(
                                "span",
                                &[],
                                &(t.points)(line.points),
                            );
                        });
                    }
                });
            },
        );
    });
}

/// Why there are no results yet: every error (each linked to its field), then
/// the fields still to fill in.
fn problems_html(
    t: &ScoreText,
    pad: &ScoreState,
    problems: &[Problem],
    default_name: &dyn Fn(usize) -> String,
) -> Markup {
    let mut html = Html::new();
    let class = match problems.iter().any(Problem::is_error) {
        true => "notice notice--error",
        false => "notice",
    };
    let attrs = [
        ("class", Value::Text(class)),
        ("data-testid", Value::Text("results-problem")),
    ];
    html.wrap("div", &attrs, |html| {
        for (errors, heading) in [(true, t.fix_first), (false, t.still_to_enter)] {
            let mut list = problems
                .iter()
                .filter(|p| p.is_error() == errors)
                .peekable();
            if list.peek().is_none() {
                continue;
            }
            html.element("p", &[], heading).wrap(
                "ul",
                &[("class", Value::Text("problems"))],
                |html| {
                    for problem in list {
                        html.wrap("li", &[("data-testid", Value::Text("problem"))], |html| {
                            problem_item(html, t, pad, problem, default_name);
                        });
                    }
                },
            );
        }
    });
    html.finish()
}

/// One problem: the field it is at, linked ("Ann · Road length"), and what to
/// do about it.
fn problem_item(
    html: &mut Html,
    t: &ScoreText,
    pad: &ScoreState,
    problem: &Problem,
    default_name: &dyn Fn(usize) -> String,
) {
    let message = problem_message(t, pad, problem);
    if let Some((seat, key)) = pad.place_of(problem) {
        // A field without a label of its own (a player's name, a city) is
        // named by its seat.
        let (href, name) = match seat {
            Some(id) => (
                format!("#seat-{id}-{key}"),
                pad.seats
                    .iter()
                    .position(|s| s.id == id)
                    .map(|at| pad.shown_name(at, default_name)),
            ),
            None => (format!("#table-{key}"), None),
        };
        let label = pad.field(&key).map_or("", |field| t.label(&field));
        let mut title = name.unwrap_or_default();
        if !title.is_empty() && !label.is_empty() {
            title.push_str(" · ");
        }
        title.push_str(label);
        if !title.is_empty() {
            html.element("a", &[("href", Value::Text(&href))], &title);
            if message.is_some() {
                html.text(t.then);
            }
        }
    }
    if let Some(message) = message {
        html.text(&message);
    }
}

/// The results as text to paste into a chat.
pub fn results_text(t: &ScoreText, game_name: &str, sheet: &ScoreSheet) -> String {
    let mut text = format!("{game_name} — {}\n", t.results_heading);
    for player in by_rank(sheet) {
        text.push_str(&format!(
            "{}. {} {}\n",
            player.rank,
            player.name,
            (t.points)(player.total)
        ));
    }
    text.push_str(&headline(t, sheet));
    if let Some(settled) = &sheet.tie_break {
        text.push('\n');
        // A lost city is why nobody wins, not a tie-break.
        if settled.breaks_a_tie() {
            text.push_str(t.tie_break);
            text.push_str(t.then);
        }
        text.push_str(&(t.settled)(settled));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use games::Language;

    fn gentes(names: &[&str], tracks: &[&str]) -> ScoreState {
        let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
        let mut pad = ScoreState::new(GameId::Gentes, &names);
        for (seat, track) in pad.seats.iter_mut().zip(tracks) {
            seat.values.insert("track".into(), (*track).into());
        }
        pad
    }

    fn draw(language: Language, pad: &ScoreState) -> String {
        let t = &language.island().score;
        let name = |n: usize| format!("P{n}");
        results_html(t, pad, &pad.score(&name), &name).to_string()
    }

    #[test]
    fn an_empty_pad_asks_for_scores_and_names_no_winner() {
        let html = draw(Language::English, &gentes(&["", ""], &[]));
        assert!(
            html.contains(Language::English.island().score.start_hint),
            "{html}"
        );
        assert!(!html.contains("data-testid=\"winner\""), "{html}");
    }

    #[test]
    fn the_winner_ranking_and_breakdown_are_drawn_with_names_escaped() {
        let pad = gentes(&["<b>Ann</b>", "Bo & Co"], &["40", "31"]);
        let html = draw(Language::English, &pad);
        assert!(html.contains("&lt;b&gt;Ann&lt;/b&gt;"), "{html}");
        assert!(html.contains("Bo &amp; Co"), "{html}");
        assert!(!html.contains("<b>"), "{html}");
        assert_eq!(html.matches("data-testid=\"rank-row\"").count(), 2);
        assert!(html.contains("ranking__row--winner"));
        assert!(html.contains("<span>Score track</span>"), "{html}");
    }

    #[test]
    fn a_tie_is_explained_in_the_page_s_language() {
        let pad = gentes(&["甲", "乙"], &["30", "30"]);
        let html = draw(Language::TraditionalChinese, &pad);
        assert!(html.contains("data-testid=\"tie-break\""), "{html}");
        let text: String = html.split(['<', '>']).skip(2).step_by(2).collect();
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    }

    #[test]
    fn a_problem_no_field_shows_is_said_with_the_results() {
        // Two Gentes players claim the same 8-point tile: the refusal names a tile.
        let mut pad = gentes(&["Ann", "Bo"], &["30", "20"]);
        for seat in &mut pad.seats {
            seat.values
                .insert("eight_point_tiles".into(), "population".into());
        }
        let html = draw(Language::English, &pad);
        assert!(html.contains("notice--error"), "{html}");
    }

    #[test]
    fn every_problem_is_listed_with_a_link_to_its_field() {
        let mut pad = gentes(&["Ann", "<i>Bo</i>"], &["x", "-3"]);
        pad.seats[1].values.insert("coins".into(), "y".into());
        let html = draw(Language::English, &pad);
        assert_eq!(html.matches("data-testid=\"problem\"").count(), 3, "{html}");
        let (ann, bo) = (pad.seats[0].id, pad.seats[1].id);
        assert!(
            html.contains(&format!(
                "<a href=\"#seat-{ann}-track\">Ann · Score track</a>: Enter a whole number."
            )),
            "{html}"
        );
        assert!(html.contains(&format!("<a href=\"#seat-{bo}-track\">&lt;i&gt;Bo&lt;/i&gt; · Score track</a>: Must be between 0 and")), "{html}");
        assert!(
            html.contains(&format!("href=\"#seat-{bo}-coins\"")),
            "{html}"
        );
        // In Chinese, the labels and messages are Chinese; only the names are not.
        let zh = draw(
            Language::TraditionalChinese,
            &gentes(&["甲", "乙"], &["x", "-3"]),
        );
        let text: String = zh.split(['<', '>']).skip(2).step_by(2).collect();
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    }

    #[test]
    fn a_field_without_a_label_is_linked_by_its_player_s_name_alone() {
        // The name itself is the field: "Ann · : …" would read as a glitch.
        let pad = gentes(&["Ann", "Ann"], &["30", "20"]);
        let html = draw(Language::English, &pad);
        let ann = pad.seats[1].id;
        assert!(
            html.contains(&format!("<a href=\"#seat-{ann}-name\">Ann</a>: The name")),
            "{html}"
        );
        assert!(!html.contains(" · :"), "{html}");
        assert!(!html.contains("\"></a>"), "{html}");
    }

    #[test]
    fn fields_nobody_typed_in_yet_are_still_to_enter_not_errors() {
        let mut pad = ScoreState::new(GameId::CardCity, &["Ann".into(), "Bo".into()]);
        pad.seats[0].values.insert("coins".into(), "3".into());
        let html = draw(Language::English, &pad);
        assert!(!html.contains("notice--error"), "{html}");
        assert!(html.contains("Still to enter:"), "{html}");
        let bo = pad.seats[1].id;
        assert!(
            html.contains(&format!(
                "<a href=\"#seat-{bo}-cards_in_city\">Bo · Cards in the city</a></li>"
            )),
            "{html}"
        );
    }

    #[test]
    fn shared_text_lists_the_ranking_and_the_tie_break() {
        let pad = gentes(&["Ann", "Bo"], &["30", "30"]);
        let sheet = pad.score(&|n| format!("P{n}")).unwrap();
        let text = results_text(&Language::English.island().score, "Gentes", &sheet);
        assert!(text.starts_with("Gentes — "), "{text}");
        assert!(text.contains("1. Ann"), "{text}");
        assert!(text.contains("Tie-break: "), "{text}");
    }
}
