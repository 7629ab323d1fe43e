//! A record of dice rolls (one play's, or the group's over its games): each
//! sum's rolls drawn beside what fair dice give, the same in a table, and the
//! rules' verdict with how it is reached folded under it. Every figure is
//! `games::dice`'s; this only draws them.

use crate::i18n::use_i18n;
use games::decimal::decimal;
use games::dice::{method, DiceCounts, Gap, SUMS};
use games::Say;
use leptos::prelude::*;

/// Expected counts are written to one decimal ("11.1").
fn one_decimal(value: f64) -> String {
    decimal(value, 1).to_string()
}

/// A coordinate of the chart's drawing, to one place.
fn coordinate(value: f64) -> String {
    decimal(value, 1).to_string()
}

#[component]
pub fn DiceRecord(
    counts: DiceCounts,
    /// A game's gaps (a record of several games has none).
    gaps: Option<[Gap; 11]>,
    /// What the record covers ("64 rolls.").
    summary: String,
    /// Whether to draw the chart (the dice panel draws its own above).
    #[prop(default = true)]
    chart: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = i18n.dice();
    let language = i18n.language();
    let rows = SUMS
        .zip(0..)
        .map(|(sum, at)| {
            let gap = gaps.map(|gaps| gaps[at].longest);
            view! {
                <tr>
                    <th scope="row">{sum}</th>
                    <td class="num">{counts.count(sum)}</td>
                    <td class="num">{one_decimal(counts.expected(sum))}</td>
                    {gap.map(|gap| view! { <td class="num">{gap}</td> })}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="dice-record" data-testid="dice-record">
            <p data-testid="dice-summary">{summary}</p>
            {chart.then(|| view! { <DiceChart counts label=t.chart_label /> })}
            <table class="counts dice-record__table" data-testid="dice-counts">
                <thead>
                    <tr>
                        <th scope="col">{t.sum_col}</th>
                        <th scope="col" class="num">{t.rolled_col}</th>
                        <th scope="col" class="num">{t.expected_col}</th>
                        {gaps.map(|_| view! { <th scope="col" class="num">{t.longest_gap_col}</th> })}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <p data-testid="dice-verdict">{counts.verdict().say(language)}</p>
            <details class="how-computed">
                <summary>{t.how_judged}</summary>
                <p class="hint">{method(language)}</p>
            </details>
        </div>
    }
}

/// Eleven bars, one per sum, each with a dashed mark at the count fair dice
/// give; drawn on the server (the table beside it says the same).
#[component]
pub(super) fn DiceChart(counts: DiceCounts, label: &'static str) -> impl IntoView {
    const WIDTH: f64 = 330.0;
    const HEIGHT: f64 = 130.0;
    const LABELS: f64 = 18.0;
    const VALUES: f64 = 14.0;
    let slot = WIDTH / 11.0;
    let most = SUMS
        .map(|sum| f64::from(counts.count(sum)).max(counts.expected(sum)))
        .fold(1.0, f64::max);
    let scale = (HEIGHT - LABELS - VALUES) / most;
    let bars = SUMS
        .zip(0..)
        .map(|(sum, at)| {
            let x = f64::from(at) * slot + slot / 6.0;
            let width = slot * 2.0 / 3.0;
            let height = f64::from(counts.count(sum)) * scale;
            let y = HEIGHT - LABELS - height;
            let expected_y = HEIGHT - LABELS - counts.expected(sum) * scale;
            let middle = x + width / 2.0;
            view! {
                <g>
                    <rect class="chart__bar" x=coordinate(x) y=coordinate(y) width=coordinate(width) height=coordinate(height) rx="3"></rect>
                    <line class="chart__expected" x1=coordinate(x - 2.0) x2=coordinate(x + width + 2.0) y1=coordinate(expected_y) y2=coordinate(expected_y)></line>
                    // Above the bar and the mark, whichever is higher.
                    <text class="chart__value" x=coordinate(middle) y=coordinate(y.min(expected_y) - 3.0) text-anchor="middle">{counts.count(sum)}</text>
                    <text class="chart__label" x=coordinate(middle) y=coordinate(HEIGHT - 4.0) text-anchor="middle">{sum}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="chart dice-chart" viewBox=format!("0 0 {} {}", coordinate(WIDTH), coordinate(HEIGHT)) role="img" aria-label=label>
            {bars}
        </svg>
    }
}
