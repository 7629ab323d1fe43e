//! Rules that refuse an impossible game, as data: the API says them in English
//! (`Display`), pages in their own language from the same figures.

use crate::card_city::{Card, Violation};
use crate::catan::BoardSize;
use crate::citadels::Edition;
use crate::gentes::BonusTile;
use crate::path::FieldPath;
use std::fmt;

/// A card only one player holds, which goes to whoever has strictly the most.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeldCard {
    LongestRoad,
    LargestArmy,
}

impl HeldCard {
    pub const fn name(self) -> &'static str {
        match self {
            HeldCard::LongestRoad => "Longest Road",
            HeldCard::LargestArmy => "Largest Army",
        }
    }

    const fn unit(self) -> &'static str {
        match self {
            HeldCard::LongestRoad => "road segments",
            HeldCard::LargestArmy => "knights",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Card City quick entry: more Residential cards than the building limit and
    /// the City Hall leave room for.
    ResidentialOverRoom {
        who: String,
        residential: i64,
        cards: i64,
        least_industrial: i64,
        room: i64,
    },
    /// Card City: the Industrial cards the building limit demands, over the box.
    IndustrialOverBox { least: i64, in_box: i64 },
    /// Catan: a player with fewer buildings than the two they started with.
    TooFewBuildings {
        who: String,
        buildings: i64,
        least: i64,
    },
    /// Catan: the card's holder does not lead another player's entered value.
    HolderNotAhead {
        holder: String,
        card: HeldCard,
        held: i64,
        rival: String,
        rival_value: i64,
    },
    /// Catan: more knights played than the deck has.
    KnightsOverDeck { total: i64, deck: i64 },
    /// Catan setup: a balancing limit tighter than every layout can meet.
    CapTooTight {
        rule: &'static str,
        value: u8,
        board: BoardSize,
        tightest: u8,
    },
    /// Citadels: two players reveal the one Secret Vault.
    SecondSecretVault { first: String, second: String },
    /// Citadels: a haunted district built in the last round given another type.
    HauntedBuiltLast { who: String, district: &'static str },
    /// Gentes: the 8th-card tile without 8 cards played.
    EighthCardTileTooEarly { cards_played: i64, needed: i64 },
    /// Two players with the same name.
    NameTwice { name: String },
    /// A player's name holding a control character (a NUL, a line break…),
    /// which no name is typed with and a database may refuse to keep.
    NameUnprintable { player: usize },
    /// Typed text that is not a whole number (or a list of them) where one is
    /// needed; the field's path says which.
    NotANumber,
    /// Card City: a grid that breaks a rule (the first of `1 + more`).
    GridBroken {
        who: String,
        first: Violation,
        more: usize,
    },
    /// Card City: more cards of a type across all cities than the box holds.
    CardsOverBox { card: Card, used: i64, in_box: i64 },
    /// Catan: more victory point cards than the deck has.
    VpCardsOverDeck { total: i64, deck: i64 },
    /// Catan: the player said to have ended the game has too few points.
    EnderShort {
        who: String,
        points: i64,
        needed: i64,
    },
    /// Citadels: a district the edition's deck does not have.
    DistrictNotInEdition {
        who: String,
        name: String,
        edition: Edition,
    },
    /// Citadels: the same district twice in a city without the Quarry.
    BuiltTwice { who: String, district: &'static str },
    /// Citadels: more copies across all cities than the deck has.
    CopiesOverDeck {
        district: &'static str,
        used: usize,
        copies: u8,
    },
    /// Citadels: "first to complete" for a city that is not complete.
    FirstNotComplete { who: String, threshold: i64 },
    /// Citadels: a city is complete but nobody is marked first.
    FirstNotMarked,
    /// Gentes: an 8-point tile kind claimed twice: by `first` (at `first_at`)
    /// and again by `second` (at the error's own field); the same name when one
    /// player lists it twice.
    TileTwice {
        tile: BonusTile,
        first: String,
        second: String,
        first_at: Box<FieldPath>,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::ResidentialOverRoom {
                who,
                residential,
                cards,
                least_industrial: 0,
                room,
            } => write!(
                f,
                "{who}'s Residential districts add up to {residential} cards, but a city of {cards} cards has room for at most {room} besides its City Hall"
            ),
            Refusal::ResidentialOverRoom {
                who,
                residential,
                cards,
                least_industrial,
                room,
            } => write!(
                f,
                "{who}'s Residential districts add up to {residential} cards, but a city of {cards} cards needs at least {least_industrial} Industrial (non-Industrial cards ≤ 5 × (Industrial + 1)) and its City Hall, leaving room for at most {room}"
            ),
            Refusal::IndustrialOverBox { least, in_box } => write!(
                f,
                "Industrial cards across all cities number at least {least} under the building limit, but the box has only {in_box}"
            ),
            Refusal::TooFewBuildings { who, buildings, least } => write!(
                f,
                "{who}'s settlements and cities add up to {buildings}, but every player keeps the {least} settlements they started with (a city replaces a settlement)"
            ),
            Refusal::HolderNotAhead {
                holder,
                card,
                held,
                rival,
                rival_value,
            } => write!(
                f,
                "{holder} holds the {} with {held} {}, but {rival} has {rival_value}; it goes to whoever has strictly the most",
                card.name(),
                card.unit()
            ),
            Refusal::KnightsOverDeck { total, deck } => {
                write!(f, "Knights played add up to {total}, but the deck has {deck}")
            }
            Refusal::CapTooTight {
                rule,
                value,
                board,
                tightest,
            } => {
                let board = match board {
                    BoardSize::Base => "3–4",
                    BoardSize::Extended => "5–6",
                };
                write!(
                    f,
                    "A limit of {value} for {rule} cannot be met on every layout of the {board} player board; {tightest} is the tightest (or turn the rule off)"
                )
            }
            Refusal::SecondSecretVault { first, second } => write!(
                f,
                "The Secret Vault is marked revealed by {first} and {second}; the deck has one, so only one player can hold it"
            ),
            Refusal::HauntedBuiltLast { who, district } => write!(
                f,
                "{who}'s {district} was built in the last round, so it counts only as special and cannot count as another type"
            ),
            Refusal::EighthCardTileTooEarly {
                cards_played,
                needed,
            } => write!(
                f,
                "The 8-point tile for the 8th card played needs {needed} civilization cards played, but {cards_played} are entered"
            ),
            Refusal::NameTwice { name } => write!(
                f,
                "The name \"{name}\" is used twice; give each player a different name"
            ),
            Refusal::NameUnprintable { player } => write!(
                f,
                "Player {}'s name holds a control character (such as a line break); type the name again",
                player + 1
            ),
            Refusal::NotANumber => f.write_str("Enter a whole number, or whole numbers separated by spaces where a list is asked for"),
            Refusal::GridBroken { who, first, more } => {
                write!(f, "{who}'s city grid breaks a rule: {first}")?;
                match more {
                    0 => Ok(()),
                    1 => f.write_str(" (and 1 more problem)"),
                    n => write!(f, " (and {n} more problems)"),
                }
            }
            Refusal::CardsOverBox { card, used, in_box } => {
                let what = match card {
                    Card::Residential => "Residential cards".to_owned(),
                    other => format!("{} cards", other.name()),
                };
                write!(
                    f,
                    "{what} across all cities add up to {used}, but the box has only {in_box}"
                )
            }
            Refusal::VpCardsOverDeck { total, deck } => write!(
                f,
                "Victory point cards add up to {total}, but the deck has {deck}"
            ),
            Refusal::EnderShort {
                who,
                points,
                needed,
            } => write!(
                f,
                "{who}'s {points} points cannot end the game: it takes {needed}"
            ),
            Refusal::DistrictNotInEdition { who, name, edition } => {
                let hint = match (edition, name.trim()) {
                    (Edition::Y2016, "Battlefield") => " (in 2016 it is called Barracks)",
                    (Edition::Classic, "Barracks") => {
                        " (in the classic edition it is called Battlefield)"
                    }
                    _ => "",
                };
                write!(
                    f,
                    "{who}'s district \"{name}\" does not exist in the {} edition{hint}",
                    edition.id()
                )
            }
            Refusal::BuiltTwice { who, district } => write!(
                f,
                "{who}'s {district} is built twice; a city may not have two of the same district (2016: unless it has the Quarry)"
            ),
            Refusal::CopiesOverDeck {
                district,
                used,
                copies,
            } => write!(
                f,
                "{district} across all cities is built {used} times, but the deck has only {copies}"
            ),
            Refusal::FirstNotComplete { who, threshold } => write!(
                f,
                "{who}'s city is not complete ({threshold} districts), so it cannot be the first completed"
            ),
            Refusal::FirstNotMarked => {
                f.write_str("First to complete is not marked: mark who completed a city first")
            }
            Refusal::TileTwice {
                tile,
                first,
                second,
                ..
            } if first == second => write!(
                f,
                "The {} 8-point tile is listed twice for {first}: each kind has only one 8-point tile",
                tile.name()
            ),
            Refusal::TileTwice {
                tile, first, second, ..
            } => write!(
                f,
                "The {} 8-point tile is ticked for both {first} and {second}: each kind has only one, taken by the first player to qualify (its points are already on the track)",
                tile.name()
            ),
        }
    }
}
