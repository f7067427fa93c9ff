// Card decks measured: nine poker cards to a sheet on A4 and on Letter, each
// 63.5 x 88.9 mm, abutting with a cut mark at both ends of every edge; backs
// mirrored behind their fronts, moved by the duplex offset; the margins'
// title, count, scale check and footer clear of the cards and the marks and
// inside what a home printer prints.
#include <gtest/gtest.h>

#include <filesystem>

#include "layout/card_deck.hpp"
#include "layout/cut_marks.hpp"
#include "layout/hatching.hpp"
#include "layout/style.hpp"
#include "render/writers.hpp"
#include "support/layout_checks.hpp"

namespace muster::layout {
namespace {

const TextMeasurer& measurer() { return testing::test_fonts().measurer(); }
double mm(Length length) { return length.millimetres(); }

constexpr Paper both_papers[] = {Paper::a4, Paper::letter};
const DuplexOffset no_offset{};
const DuplexOffset small_offset{Length::mm(1.5), Length::mm(-0.8)};
const DuplexOffset largest_offset{largest_duplex_offset, largest_duplex_offset};

CardFace numbered_front(int number) {
  return [number](PageBuilder& b, Point at, Length width, Length height) {
    b.add({Rect{{at.x - Length::mm(1), at.y - Length::mm(1)}, width + Length::mm(2), Length::mm(14), Colour::grey(0.8), std::nullopt}});
    counter_text(b, {at.x + Length::mm(3), at.y + Length::mm(3)}, width - Length::mm(6), height / 3, "Card " + std::to_string(number),
                 {style::serif, Length::pt(12), true, false});
  };
}

void plain_back(PageBuilder& b, Point at, Length width, Length height) {
  counter_text(b, at, width, height, "BACK", {style::sans, Length::pt(14), true, false});
}

CardDeck deck_of(int size) {
  CardDeck deck{"Test deck", plain_back, {}};
  for (int n = 1; n <= size; ++n) deck.cards.push_back({numbered_front(n), {}});
  return deck;
}

Document deck_file(Paper paper, int size, DuplexOffset offset = {}) {
  PageBuilder builder(paper_size(paper), measurer(), "card deck test footer");
  card_deck_pages(builder, deck_of(size), offset);
  return finish_counter_file(builder, "Test deck", "cards");
}

std::string name(Paper paper) { return paper_name(paper); }

TEST(CardDeck, NineCardsOfPokerSizeToASheetOnEitherPaper) {
  for (Paper paper : both_papers) {
    const Document doc = deck_file(paper, 9);
    ASSERT_EQ(doc.pages.size(), 2u) << name(paper);
    EXPECT_TRUE(doc.duplex);
    EXPECT_NEAR(mm(doc.pages[0].width), mm(paper_size(paper).width), 1e-9) << "portrait";
    const auto fronts = testing::cut_outlines(doc.pages[0], poker_card_width, poker_card_height);
    ASSERT_EQ(fronts.size(), 9u) << name(paper);
    // Three columns 63.5 mm apart and three rows 88.9 mm apart, to a tenth of a millimetre.
    std::vector<double> xs, ys;
    for (const Point& at : fronts) xs.push_back(mm(at.x)), ys.push_back(mm(at.y));
    std::sort(xs.begin(), xs.end());
    std::sort(ys.begin(), ys.end());
    for (int i : {0, 1, 2}) {
      EXPECT_NEAR(xs[3 * i], xs[0] + 63.5 * i, 0.1) << name(paper);
      EXPECT_NEAR(ys[3 * i], ys[0] + 88.9 * i, 0.1) << name(paper);
    }
  }
}

TEST(CardDeck, BacksLieMirroredBehindTheirFrontsMovedByTheOffset) {
  for (Paper paper : both_papers)
    for (DuplexOffset offset : {no_offset, small_offset, largest_offset}) {
      const Document doc = deck_file(paper, 20, offset);
      for (std::size_t p = 0; p + 1 < doc.pages.size(); p += 2)
        EXPECT_GT(testing::expect_backs_in_register(doc.pages[p], doc.pages[p + 1], poker_card_width, poker_card_height, offset), 0u)
            << name(paper) << " sheet " << p / 2 + 1;
    }
}

TEST(CardDeck, EveryCardEdgeHasACutMarkBeyondBothEndsOfTheBlock) {
  for (Paper paper : both_papers)
    for (DuplexOffset offset : {no_offset, small_offset}) testing::expect_abutting_blocks_with_cut_marks(deck_file(paper, 20, offset), poker_card_width, poker_card_height);
}

TEST(CardDeck, TwentyCardsTakeThreePairsOfSheets) {
  for (Paper paper : both_papers) {
    const Document doc = deck_file(paper, 20);
    ASSERT_EQ(doc.pages.size(), 6u) << name(paper);
    const std::size_t held[] = {9, 9, 2};
    for (std::size_t sheet = 0; sheet < 3; ++sheet) {
      EXPECT_EQ(testing::cut_outlines(doc.pages[2 * sheet], poker_card_width, poker_card_height).size(), held[sheet]);
      EXPECT_EQ(testing::cut_outlines(doc.pages[2 * sheet + 1], poker_card_width, poker_card_height).size(), held[sheet]);
    }
  }
}

// The texts on a page, wherever they lie, with their boxes on the page.
std::vector<std::pair<std::string, testing::Box>> texts_on(const Page& page) {
  std::vector<std::pair<std::string, testing::Box>> texts;
  testing::walk(page, [&](const testing::Placed& placed) {
    if (const auto* text = std::get_if<Text>(&placed.item->shape)) texts.push_back({text->text, *testing::extent(placed)});
  });
  return texts;
}

bool any_text(const Page& page, const std::function<bool(const std::string&)>& wanted) {
  const auto texts = texts_on(page);
  return std::any_of(texts.begin(), texts.end(), [&](const auto& text) { return wanted(text.first); });
}

TEST(CardDeck, EverySheetSaysItsDeckAndWhichCardsItHolds) {
  for (Paper paper : both_papers) {
    const Document doc = deck_file(paper, 20);
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
      EXPECT_TRUE(any_text(doc.pages[p], [](const std::string& t) { return t == "Test deck"; })) << name(paper) << " page " << p + 1;
      EXPECT_TRUE(any_text(doc.pages[p], [](const std::string& t) { return t == "card deck test footer"; })) << name(paper) << " page " << p + 1;
    }
    EXPECT_TRUE(any_text(doc.pages[0], [](const std::string& t) { return t == "cards 1-9 of 20, sheet 1 of 3: fronts"; }));
    EXPECT_TRUE(any_text(doc.pages[5], [](const std::string& t) { return t == "cards 19-20 of 20, sheet 3 of 3: backs"; }));
  }
}

TEST(CardDeck, TheScaleCheckIsOnEveryFrontClearOfTheCards) {
  for (Paper paper : both_papers) {
    const Document doc = deck_file(paper, 20);
    for (std::size_t p = 0; p < doc.pages.size(); p += 2) {
      ASSERT_TRUE(testing::has_check_bar(doc.pages[p])) << name(paper) << " page " << p + 1;
      testing::expect_check_bar_clear_of(doc.pages[p], poker_card_width, poker_card_height);
    }
  }
}

TEST(CardDeck, NothingLeavesThePageAndEveryTextFits) {
  for (Paper paper : both_papers)
    for (DuplexOffset offset : {no_offset, small_offset, largest_offset}) {
      const Document doc = deck_file(paper, 20, offset);
      testing::expect_on_page_and_fitting(doc, name(paper) + " deck");
      testing::expect_no_word_broken(doc, name(paper) + " deck");
    }
}

bool overlap(const testing::Box& a, const testing::Box& b) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// Where the cards and their marks lie: the block of fronts grown by the marks' reach.
testing::Box block_and_marks(const Page& page) {
  const auto fronts = testing::cut_outlines(page, poker_card_width, poker_card_height);
  testing::Box box{1e9, 1e9, -1e9, -1e9};
  for (const Point& at : fronts) {
    box.left = std::min(box.left, at.x.points()), box.top = std::min(box.top, at.y.points());
    box.right = std::max(box.right, (at.x + poker_card_width).points()), box.bottom = std::max(box.bottom, (at.y + poker_card_height).points());
  }
  return box;
}

// The texts and the scale check in the margins: inside what a home printer prints, and on none
// of the cards or their marks (the marks lie along the block's edge lines, beyond its corners).
TEST(CardDeck, TheMarginsPrintedMatterStaysOnThePrintableSheetAndOffTheCardsAndMarks) {
  for (Paper paper : both_papers) {
    const Document doc = deck_file(paper, 9);
    const Page& page = doc.pages[0];
    const testing::Box block = block_and_marks(page);
    const double edge = unprinted_edge.points() - 0.01, gap = cut_mark_gap.points() - 0.01;
    const testing::Box cards_and_bleed{block.left - gap, block.top - gap, block.right + gap, block.bottom + gap};
    std::vector<testing::Box> marks;
    for (const Item& item : page.items)
      if (const auto* line = std::get_if<Line>(&item.shape))
        marks.push_back({std::min(line->from.x, line->to.x).points() - 0.5, std::min(line->from.y, line->to.y).points() - 0.5,
                         std::max(line->from.x, line->to.x).points() + 0.5, std::max(line->from.y, line->to.y).points() + 0.5});
    std::vector<std::pair<std::string, testing::Box>> furniture;
    for (const auto& [text, box] : texts_on(page))
      if (!text.starts_with("Card ") && text != "BACK") furniture.push_back({text, box});
    furniture.push_back({"the scale check", testing::box_of(*testing::check_bar_on(page))});
    for (const auto& [what, box] : furniture) {
      EXPECT_TRUE(box.left >= edge && box.top >= edge && box.right <= page.width.points() - edge && box.bottom <= page.height.points() - edge)
          << name(paper) << ": '" << what << "' lies where a printer does not print";
      EXPECT_FALSE(overlap(box, cards_and_bleed)) << name(paper) << ": '" << what << "' is on the cards";
      for (const testing::Box& mark : marks) EXPECT_FALSE(overlap(box, mark)) << name(paper) << ": '" << what << "' runs into a cut mark";
    }
  }
}

// A deck of The Sword and the Flame's kind written where a person can look at it:
// pdftoppm -r 60 -png $TMPDIR/muster-card-deck-demo-a4.pdf /tmp/aids
CardFace unit_front(const std::string& unit, const std::string& kind, int figures) {
  return [=](PageBuilder& b, Point at, Length width, Length height) {
    const Length pad = Length::mm(4);
    b.add({Rect{{at.x - Length::mm(1), at.y - Length::mm(1)}, width + Length::mm(2), Length::mm(17), Colour::hex("#8c1c13"), std::nullopt}});
    counter_text(b, {at.x + pad, at.y + Length::mm(3)}, width - pad * 2, Length::mm(10), unit, {style::serif, Length::pt(13), true, false}, white);
    counter_text(b, {at.x + pad, at.y + Length::mm(22)}, width - pad * 2, Length::mm(6), kind, {style::serif, Length::pt(10), false, true});
    for (int f = 0; f < figures; ++f) {
      const Length x = at.x + pad + Length::mm(5.5) * (f % 10), y = at.y + Length::mm(34) + Length::mm(6) * (f / 10);
      b.add({Rect{{x, y}, Length::mm(4), Length::mm(4), std::nullopt, style::line()}});
    }
    counter_text(b, {at.x + pad, at.y + height - Length::mm(16)}, width - pad * 2, Length::mm(10), "activates on a red card",
                 {style::sans, Length::pt(8), false, false});
  };
}

void regimental_back(PageBuilder& b, Point at, Length width, Length height) {
  const Length inset = Length::mm(3);
  const Rect panel{{at.x + inset, at.y + inset}, width - inset * 2, height - inset * 2, Colour::grey(0.85), style::line()};
  b.add({panel});
  b.add(hatch(panel, HatchDirection::rising, Length::mm(3), style::hairline()));
  const Rect plate{{at.x + Length::mm(10), at.y + height / 2 - Length::mm(8)}, width - Length::mm(20), Length::mm(16), white, style::line()};
  b.add({plate});
  counter_text(b, plate.at, plate.width, plate.height, "TSATF", {style::serif, Length::pt(16), true, false});
}

TEST(CardDeck, DemoPrintsADeckOnA4AndOnLetter) {
  const std::string units[] = {"1st Sikhs", "Gordon Highlanders", "24th Foot", "Bengal Lancers", "Naval Brigade", "Gatling gun",
                               "Pathan tribesmen", "Ghazis", "Mahdist spearmen", "Dervish riflemen", "Camel Corps"};
  CardDeck deck{"British and native unit cards", regimental_back, {}};
  for (int n = 0; n < 20; ++n)
    deck.cards.push_back({unit_front(units[n % 11], n % 3 == 0 ? "cavalry" : "infantry", 12 + n % 9), {}});
  for (Paper paper : both_papers) {
    PageBuilder builder(paper_size(paper), measurer(), "The Sword and the Flame · demo deck · muster");
    card_deck_pages(builder, deck, {});
    const Document doc = finish_counter_file(builder, "Unit cards", "demo deck");
    testing::expect_on_page_and_fitting(doc, "card deck demo");
    const auto path = std::filesystem::temp_directory_path() / ("muster-card-deck-demo-" + name(paper) + ".pdf");
    render::write_pdf(doc, path, testing::test_fonts(), {"muster", "card deck demo"});
    EXPECT_GT(std::filesystem::file_size(path), 10000u);
  }
}

}  // namespace
}  // namespace muster::layout
