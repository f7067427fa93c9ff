#include "layout/short_names.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace muster::layout {

namespace {
const std::string ellipsis = "\u2026";

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  for (char c : text) {
    if (c != ' ') {
      word += c;
      continue;
    }
    if (!word.empty()) words.push_back(word);
    word.clear();
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
  return text;
}

std::string lowercase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// A word's letters and what trails them ("Battalion," is "Battalion" and ",").
std::pair<std::string, std::string> split_trailing_punctuation(const std::string& word) {
  std::size_t end = word.size();
  while (end > 0 && (word[end - 1] == ',' || word[end - 1] == ';' || word[end - 1] == ':')) --end;
  return {word.substr(0, end), word.substr(end)};
}

// The abbreviations an orderly book uses, so that a shortened name still reads as the name.
const std::map<std::string, std::string>& unit_abbreviations() {
  static const std::map<std::string, std::string> table = {
      {"artillery", "Art"},   {"battalion", "Bn"},    {"battery", "Bty"},     {"brigade", "Bde"},    {"cavalry", "Cav"},
      {"company", "Coy"},     {"division", "Div"},    {"dragoons", "Dgns"},   {"fusiliers", "Fus"},  {"grenadiers", "Gren"},
      {"guards", "Gds"},      {"heavy", "Hy"},        {"highlanders", "Hldrs"}, {"hussars", "Hsrs"}, {"infantry", "Inf"},
      {"light", "Lt"},        {"militia", "Mil"},     {"mounted", "Mtd"},     {"regiment", "Regt"},  {"squadron", "Sqn"},
      {"volunteer", "Vol"},   {"volunteers", "Vols"},
  };
  return table;
}

const std::map<std::string, std::string>& rank_abbreviations() {
  static const std::map<std::string, std::string> table = {
      {"brigadier", "Brig."}, {"captain", "Capt."},  {"colonel", "Col."},   {"general", "Gen."},
      {"lieutenant", "Lt."},  {"major", "Maj."},     {"sergeant", "Sgt."},
  };
  return table;
}

bool is_rank(const std::string& word) {
  static const std::set<std::string> ranks = [] {
    std::set<std::string> all;
    for (const auto& [spelled, rank] : rank_abbreviations()) all.insert({spelled, lowercase(rank)});
    return all;
  }();
  return ranks.count(lowercase(split_trailing_punctuation(word).first)) > 0;
}

std::vector<std::string> abbreviated(const std::vector<std::string>& words, const std::map<std::string, std::string>& table) {
  std::vector<std::string> out;
  for (const std::string& word : words) {
    const auto [letters, trailing] = split_trailing_punctuation(word);
    const auto found = table.find(lowercase(letters));
    out.push_back(found == table.end() ? word : found->second + trailing);
  }
  return out;
}

// Long words cut to their first four letters and a full stop, as a clerk writes "Mass." for Massachusetts.
std::vector<std::string> clipped(const std::vector<std::string>& words) {
  constexpr std::size_t longest_kept = 6, clipped_to = 4;
  std::vector<std::string> out;
  for (const std::string& word : words) {
    const auto [letters, trailing] = split_trailing_punctuation(word);
    const bool plain_word = std::all_of(letters.begin(), letters.end(), [](unsigned char c) { return std::isalpha(c); });
    out.push_back(plain_word && letters.size() > longest_kept ? letters.substr(0, clipped_to) + "." + trailing : word);
  }
  return out;
}

std::string without_brackets(const std::string& name) {
  std::string out;
  int depth = 0;
  for (char c : name) {
    if (c == '(') ++depth;
    if (depth == 0) out += c;
    if (c == ')' && depth > 0) --depth;
  }
  return joined(words_of(out));
}

// The first `count` words and an ellipsis, a comma the cut leaves at the end dropped.
std::string first_words(const std::vector<std::string>& words, std::size_t count) {
  std::vector<std::string> kept(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(count));
  kept.back() = split_trailing_punctuation(kept.back()).first;
  return joined(kept) + ellipsis;
}

// A word cut after each of its letters in turn, longest first, never inside a UTF-8 character.
std::vector<std::string> cut_word(const std::string& word) {
  std::vector<std::string> cuts;
  for (std::size_t end = word.size() - 1; end > 0; --end)
    if ((static_cast<unsigned char>(word[end]) & 0xC0) != 0x80) cuts.push_back(word.substr(0, end) + ellipsis);
  return cuts;
}

std::vector<std::string> unit_forms(const std::string& name) {
  std::vector<std::string> forms = {name, without_brackets(name)};
  const std::vector<std::string> abbreviations = abbreviated(words_of(forms.back()), unit_abbreviations());
  if (abbreviations.empty()) return forms;  // nothing outside its brackets
  forms.push_back(joined(abbreviations));
  const std::vector<std::string> words = clipped(abbreviations);
  forms.push_back(joined(words));
  for (std::size_t count = words.size() - 1; count > 0; --count) forms.push_back(first_words(words, count));
  for (const std::string& cut : cut_word(words.front())) forms.push_back(cut);
  return forms;
}

std::string initial(const std::string& word) {
  std::size_t length = 1;
  while (length < word.size() && (static_cast<unsigned char>(word[length]) & 0xC0) == 0x80) ++length;
  return word.substr(0, length) + ".";
}

std::vector<std::string> person_forms(const std::string& name) {
  const std::vector<std::string> words = abbreviated(words_of(name), rank_abbreviations());
  std::vector<std::string> forms = {name, joined(words)};
  std::vector<std::string> initials, ranks;
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const bool rank = is_rank(words[i]);
    initials.push_back(rank || words[i].back() == '.' ? words[i] : initial(words[i]));
    if (rank) ranks.push_back(words[i]);
  }
  initials.push_back(words.back());
  ranks.push_back(words.back());
  forms.push_back(joined(initials));
  forms.push_back(joined(ranks));
  forms.push_back(words.back());
  for (const std::string& cut : cut_word(words.back())) forms.push_back(cut);
  return forms;
}
}  // namespace

std::vector<std::string> shorter_names(const std::string& name, NameKind kind) {
  if (words_of(name).empty()) return {name};
  std::vector<std::string> forms = kind == NameKind::unit ? unit_forms(name) : person_forms(name);
  forms.erase(std::unique(forms.begin(), forms.end()), forms.end());
  return forms;
}

Text first_that_fits(const TextMeasurer& measurer, Text text, Length smallest, const std::vector<std::string>& forms) {
  Text fitted = text;
  for (const std::string& form : forms) {
    text.text = form;
    fitted = shrink_to_fit(measurer, text, smallest);
    if (fits(measurer, fitted)) return fitted;
  }
  return fitted;
}

Text fit_name(const TextMeasurer& measurer, Text text, Length smallest, NameKind kind) {
  return first_that_fits(measurer, text, smallest, shorter_names(text.text, kind));
}

}  // namespace muster::layout
