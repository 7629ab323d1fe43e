//! City Council final scores: points from scored favour cards; ties go to fewer
//! favour cards in hand, then more secret funds; a lost city has no winner.

use super::Item;
use crate::form::{Field, Kind};
use crate::ranking::{blank_tie_breaks, rank, Better, Contender, TieBreak};
use crate::score::{
    player_names_noted_for, Checks, InputError, Line, PlayerField, Problems, ScoreSheet, MAX_COUNT,
};
use crate::verdict::TieRule;
use crate::GameId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub players: Vec<PlayerInput>,
    /// All crime or all pollution cubes reached the board: everyone loses.
    #[serde(default)]
    pub city_lost: bool,
    /// The game ended because the favour deck could not deal to everyone.
    #[serde(default)]
    pub deck_exhausted: bool,
}

/// Points entered directly, or as the list of scored favour cards.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub points: Option<i64>,
    #[serde(default)]
    pub scored_favour_cards: Option<Vec<i64>>,
    /// The tie-break counts. Blank (`None`) counts as 0, with a warning when
    /// it takes part in breaking a tie for first (a blank hand would win
    /// "fewer cards").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub favour_cards_in_hand: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret_funds: Option<i64>,
}

/// Reaching this many points makes the current round the last.
pub const WINNING_POINTS: i64 = 11;
const MAX_HAND: i64 = 7;

pub(super) const POINTS: Field =
    Field::count("points", "points", 0, MAX_COUNT).named("Points on the track", "計分軌分數");
const SCORED_FAVOUR_CARDS: Field = Field::player(
    "scored_favour_cards",
    "favour card points",
    Kind::List { min: 0, max: 100 },
);
pub(super) const HAND: Field =
    Field::count("favour_cards_in_hand", "favour cards in hand", 0, MAX_HAND)
        .named("Favour cards in hand", "手中偏好卡");
pub(super) const SECRET_FUNDS: Field = Field::count("secret_funds", "secret funds", 0, MAX_COUNT)
    .named("Secret funds ($)", "秘密資金（$）");

/// What the pad asks for. (The API also takes the scored favour cards one by one
/// instead of the points.)
pub const FIELDS: [Field; 5] = [POINTS, HAND, SECRET_FUNDS, CITY_LOST, DECK_EXHAUSTED];
// Each flag says what it means before it is ticked (issue 62.11).
pub(super) const CITY_LOST: Field = Field::table("city_lost", "the city was lost", Kind::Flag)
    .named("The city was lost", "城市失守")
    .hinted(
        "Tick when all crime or all pollution cubes are on the board: everyone loses together.",
        "犯罪或污染方塊全數上板時勾選：所有人一起落敗。",
    );
pub(super) const DECK_EXHAUSTED: Field =
    Field::table("deck_exhausted", "the favour deck ran out", Kind::Flag)
        .named("The favour deck ran out", "偏好卡牌庫用完")
        .hinted(
            "Tick when the favour deck could not deal to every player: that round was the last.",
            "偏好卡牌庫不夠發給每位玩家時勾選：那一輪就是最後一輪。",
        );

const TIE_BREAKS: [TieBreak; 2] = [
    TieBreak {
        rule: TieRule::CityCouncil(super::TieRule::FavourCardsInHand),
        better: Better::Lower,
    },
    TieBreak {
        rule: TieRule::CityCouncil(super::TieRule::SecretFunds),
        better: Better::Higher,
    },
];

/// The final scores, or the first problem with the input (the score API's answer).
pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    score_or_every_problem(input).map_err(Problems::into_first)
}

/// The final scores, or every problem with the input at once.
pub fn score_or_every_problem(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut checks = Checks::default();
    let names = player_names_noted_for(
        GameId::CityCouncil,
        input.players.iter().map(|p| p.name.as_str()),
        &mut checks,
    )?;
    let mut sheets = Vec::new();
    let mut contenders = Vec::new();
    for (index, (player, name)) in input.players.iter().zip(&names).enumerate() {
        let who = PlayerField { index, name };
        checks.note(who.check(&HAND, player.favour_cards_in_hand.unwrap_or(0)));
        checks.note(who.check(&SECRET_FUNDS, player.secret_funds.unwrap_or(0)));
        let Some(line) = checks.note(points_line(player, who)) else {
            continue;
        };
        contenders.push(Contender {
            name,
            total: line.points,
            tie_values: vec![
                player.favour_cards_in_hand.unwrap_or(0),
                player.secret_funds.unwrap_or(0),
            ],
        });
        sheets.push((name.clone(), vec![line]));
    }
    checks.settle()?;
    let mut ranking = rank(&contenders, &TIE_BREAKS);
    if input.city_lost {
        ranking = ranking.without_winners(super::Settled::CityLost.into());
    }
    let best = contenders.iter().map(|c| c.total).max().unwrap_or(0);
    let mut sheet = ScoreSheet::new(sheets, ranking);
    if !input.city_lost && !input.deck_exhausted && best < WINNING_POINTS {
        let points = WINNING_POINTS;
        sheet
            .warnings
            .push(super::Warning::CouncilNotOver { points }.into());
    }
    if !input.city_lost {
        sheet
            .warnings
            .extend(blanks_breaking_the_tie(input, &contenders));
    }
    Ok(sheet)
}

/// The tie-break counts a tie for first takes that a tied player left blank.
fn blanks_breaking_the_tie(input: &ScoreInput, contenders: &[Contender]) -> Vec<crate::Warning> {
    let blank = |i: usize, k: usize| {
        let player = &input.players[i];
        [player.favour_cards_in_hand, player.secret_funds][k].is_none()
    };
    blank_tie_breaks(
        contenders,
        &TIE_BREAKS,
        &[HAND.in_sentence(), SECRET_FUNDS.in_sentence()],
        blank,
    )
}

fn points_line(player: &PlayerInput, who: PlayerField) -> Result<Line, InputError> {
    match (&player.points, &player.scored_favour_cards) {
        (Some(_), Some(_)) => Err(who.rule(
            "points",
            "points",
            "are given twice, as points and as scored_favour_cards; give one of them",
        )),
        (Some(points), None) => {
            who.check(&POINTS, *points)?;
            Ok(Line::new(Item::TrackPoints, *points))
        }
        (None, Some(cards)) => {
            who.check_each(&SCORED_FAVOUR_CARDS, cards)?;
            Ok(Line::new(
                Item::ScoredFavourCards {
                    cards: cards.clone(),
                },
                cards.iter().sum(),
            ))
        }
        (None, None) => Err(who.rule(
            "points",
            "points",
            "are missing: give points or the list of scored favour cards",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Say;

    fn player(name: &str, points: i64, hand: i64, funds: i64) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            points: Some(points),
            scored_favour_cards: None,
            favour_cards_in_hand: Some(hand),
            secret_funds: Some(funds),
        }
    }

    fn score_of(players: Vec<PlayerInput>) -> ScoreSheet {
        score(&ScoreInput {
            players,
            ..ScoreInput::default()
        })
        .unwrap()
    }

    #[test]
    fn highest_points_wins() {
        let sheet = score_of(vec![player("Ann", 12, 2, 0), player("Bo", 9, 0, 5)]);
        assert_eq!(sheet.winners, ["Ann"]);
        assert_eq!(sheet.tie_break, None);
        assert!(sheet.warnings.is_empty());
    }

    #[test]
    fn points_can_come_from_the_scored_cards() {
        let mut ann = player("Ann", 0, 1, 0);
        ann.points = None;
        ann.scored_favour_cards = Some(vec![3, 4, 4]);
        let sheet = score_of(vec![ann, player("Bo", 9, 0, 0)]);
        assert_eq!(sheet.players[0].total, 11);
        assert_eq!(
            sheet.players[0].breakdown[0].item.to_string(),
            "Scored favour cards 3+4+4"
        );
    }

    #[test]
    fn a_tie_goes_to_fewer_favour_cards_in_hand() {
        let sheet = score_of(vec![player("Ann", 11, 3, 9), player("Bo", 11, 1, 0)]);
        assert_eq!(sheet.winners, ["Bo"]);
        assert_eq!(
            sheet.tie_break.as_ref().map(ToString::to_string).as_deref(),
            Some(
                "Ann and Bo tied on 11 points; by favour cards in hand (fewer wins): Ann 3, Bo 1."
            )
        );
    }

    #[test]
    fn a_blank_count_that_breaks_a_tie_for_first_is_a_warning() {
        // Bo's hand left blank counts 0 and would win "fewer cards": said.
        let mut bo = player("Bo", 11, 0, 0);
        bo.favour_cards_in_hand = None;
        let sheet = score_of(vec![
            player("Ann", 11, 2, 9),
            bo.clone(),
            player("Cy", 8, 0, 0),
        ]);
        assert_eq!(sheet.winners, ["Bo"]);
        let said: Vec<String> = sheet.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            ["First place is tied, and Bo's favour cards in hand breaks it, but it is blank: counted as 0 until it is entered."]
        );
        assert_eq!(
            sheet.warnings[0].say(crate::words::Language::TraditionalChinese),
            "第一名平手，要比手中偏好卡，但Bo的還沒填：暫時以 0 計。"
        );
        // Secret funds are taken only when the hands tie too: Bo's blank
        // funds say nothing while the hands already decide it.
        bo.favour_cards_in_hand = Some(1);
        bo.secret_funds = None;
        let sheet = score_of(vec![player("Ann", 11, 2, 9), bo.clone()]);
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
        let sheet = score_of(vec![player("Ann", 11, 1, 9), bo.clone()]);
        assert_eq!(sheet.warnings.len(), 1);
        assert!(sheet.warnings[0].to_string().contains("Bo's secret funds"));
        // A blank count of a player not tied for first, or no tie: nothing.
        let mut cy = player("Cy", 8, 0, 0);
        cy.favour_cards_in_hand = None;
        let sheet = score_of(vec![player("Ann", 12, 2, 9), player("Bo", 11, 1, 0), cy]);
        assert!(sheet.warnings.is_empty());
        // A lost city has no winner to break a tie for.
        let sheet = score(&ScoreInput {
            players: vec![player("Ann", 11, 2, 9), bo],
            city_lost: true,
            ..ScoreInput::default()
        })
        .unwrap();
        assert!(sheet.warnings.is_empty());
    }

    #[test]
    fn then_to_more_secret_funds_then_shared() {
        let sheet = score_of(vec![
            player("Ann", 11, 2, 4),
            player("Bo", 11, 2, 6),
            player("Cy", 11, 2, 6),
        ]);
        assert_eq!(sheet.winners, ["Bo", "Cy"]);
        assert_eq!(
            sheet.players.iter().map(|p| p.rank).collect::<Vec<_>>(),
            [3, 1, 1]
        );
        assert!(sheet
            .tie_break
            .unwrap()
            .to_string()
            .ends_with("Bo and Cy share 1st place."));
    }

    #[test]
    fn a_lost_city_has_no_winner() {
        let sheet = score(&ScoreInput {
            players: vec![player("Ann", 12, 0, 0), player("Bo", 3, 0, 0)],
            city_lost: true,
            deck_exhausted: false,
        })
        .unwrap();
        assert!(sheet.winners.is_empty());
        assert!(sheet
            .tie_break
            .unwrap()
            .to_string()
            .contains("everyone loses"));
    }

    #[test]
    fn warns_when_the_game_cannot_have_ended() {
        let sheet = score_of(vec![player("Ann", 10, 0, 0), player("Bo", 3, 0, 0)]);
        assert_eq!(sheet.warnings.len(), 1);
        let ended = score(&ScoreInput {
            players: vec![player("Ann", 10, 0, 0), player("Bo", 3, 0, 0)],
            city_lost: false,
            deck_exhausted: true,
        })
        .unwrap();
        assert!(ended.warnings.is_empty());
    }

    #[test]
    fn impossible_input_names_the_field() {
        let cases = [
            (player("Ann", -1, 0, 0), "players[0].points"),
            (player("Ann", 1, 8, 0), "players[0].favour_cards_in_hand"),
            (player("Ann", 1, 0, -2), "players[0].secret_funds"),
        ];
        for (ann, field) in cases {
            let error = score(&ScoreInput {
                players: vec![ann, player("Bo", 0, 0, 0)],
                ..ScoreInput::default()
            })
            .unwrap_err();
            assert_eq!(error.field(), field);
        }
        let mut neither = player("Ann", 0, 0, 0);
        neither.points = None;
        let error = score(&ScoreInput {
            players: vec![neither, player("Bo", 0, 0, 0)],
            ..ScoreInput::default()
        })
        .unwrap_err();
        assert_eq!(error.field(), "players[0].points");
    }
}
