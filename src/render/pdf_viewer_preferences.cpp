#include "render/pdf_viewer_preferences.hpp"

#include <charconv>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace muster::render {

namespace {
[[noreturn]] void unreadable(const std::string& why) { throw std::runtime_error("cannot add viewer preferences: " + why); }

bool is_space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0'; }

std::size_t skip_space(const std::string& text, std::size_t at) {
  while (at < text.size() && is_space(text[at])) ++at;
  return at;
}

// The whole number at `at` (after white space); `at` moves past it.
std::size_t read_number(const std::string& text, std::size_t& at) {
  at = skip_space(text, at);
  std::size_t value = 0;
  const auto [end, error] = std::from_chars(text.data() + at, text.data() + text.size(), value);
  if (error != std::errc{} || end == text.data() + at) unreadable("expected a number at byte " + std::to_string(at));
  at = static_cast<std::size_t>(end - text.data());
  return value;
}

struct ObjectRef {
  std::size_t number = 0, generation = 0;
  std::string text() const { return std::to_string(number) + " " + std::to_string(generation) + " R"; }
};

// The value of `/key` in a dictionary's text: an indirect reference "n g R".
std::optional<ObjectRef> reference_after(const std::string& dictionary, const std::string& key) {
  const auto found = dictionary.find(key + " ");
  if (found == std::string::npos) return std::nullopt;
  std::size_t at = found + key.size();
  ObjectRef ref;
  ref.number = read_number(dictionary, at);
  ref.generation = read_number(dictionary, at);
  return ref;
}

// The array following `/ID`, brackets included, or empty.
std::string id_array(const std::string& dictionary) {
  const auto key = dictionary.find("/ID");
  if (key == std::string::npos) return {};
  const auto open = dictionary.find('[', key), close = dictionary.find(']', key);
  if (open == std::string::npos || close == std::string::npos) unreadable("a malformed /ID in the trailer");
  return dictionary.substr(open, close - open + 1);
}

// The byte offset of object `number`, from the classic cross-reference table at `xref`.
std::size_t object_offset(const std::string& pdf, std::size_t xref, std::size_t number) {
  if (pdf.compare(xref, 4, "xref") != 0) unreadable("no classic cross-reference table where startxref points");
  std::size_t at = xref + 4;
  while (skip_space(pdf, at) < pdf.size() && pdf.compare(skip_space(pdf, at), 7, "trailer") != 0) {
    const std::size_t first = read_number(pdf, at), count = read_number(pdf, at);
    at = skip_space(pdf, at);  // each entry is 20 bytes: offset, generation, type, end of line
    if (number >= first && number < first + count) {
      std::size_t entry = at + (number - first) * 20;
      const std::size_t offset = read_number(pdf, entry);
      read_number(pdf, entry);
      if (pdf[skip_space(pdf, entry)] != 'n') unreadable("object " + std::to_string(number) + " is free");
      return offset;
    }
    at += count * 20;
  }
  unreadable("object " + std::to_string(number) + " is not in the cross-reference table");
}

// The dictionary of the object at `offset`, "<< ... >>".
std::string object_dictionary(const std::string& pdf, std::size_t offset) {
  const auto body = pdf.find("obj", offset), end = pdf.find("endobj", offset);
  if (body == std::string::npos || end == std::string::npos) unreadable("no catalog object");
  const auto open = pdf.find("<<", body), close = pdf.rfind(">>", end);
  if (open == std::string::npos || close == std::string::npos || close < open || open > end) unreadable("the catalog is not a dictionary");
  return pdf.substr(open, close + 2 - open);
}

std::string preferences_entry(ViewerPreferences preferences) {
  std::string entry = "/ViewerPreferences << /PrintScaling /None";
  if (preferences.duplex_long_edge) entry += " /Duplex /DuplexFlipLongEdge";
  return entry + " >>";
}

std::string xref_entry(std::size_t offset, std::size_t generation) {
  char line[21];
  std::snprintf(line, sizeof line, "%010zu %05zu n\r\n", offset, generation);
  return line;
}

// What the update's trailer repeats of the last one, and where that one's xref table is.
struct Trailer {
  std::size_t xref = 0;
  std::size_t size = 0;
  ObjectRef root;
  std::optional<ObjectRef> info;
  std::string id;  // "[<...> <...>]" or empty
};

Trailer last_trailer(const std::string& pdf) {
  const auto startxref = pdf.rfind("startxref");
  if (startxref == std::string::npos) unreadable("no startxref");
  Trailer trailer;
  std::size_t at = startxref + 9;
  trailer.xref = read_number(pdf, at);
  const auto trailer_at = pdf.rfind("trailer", startxref);
  if (trailer_at == std::string::npos || trailer_at < trailer.xref) unreadable("no trailer after the cross-reference table");
  const std::string dictionary = pdf.substr(trailer_at, startxref - trailer_at);
  const auto root = reference_after(dictionary, "/Root");
  const auto size_at = dictionary.find("/Size");
  if (!root || size_at == std::string::npos) unreadable("a trailer without /Root or /Size");
  std::size_t size_value = size_at + 5;
  trailer.size = read_number(dictionary, size_value);
  trailer.root = *root;
  trailer.info = reference_after(dictionary, "/Info");
  trailer.id = id_array(dictionary);
  return trailer;
}

// The catalog object again, under its own number, with the preferences added.
std::string new_catalog(const std::string& pdf, const Trailer& trailer, ViewerPreferences preferences) {
  std::string catalog = object_dictionary(pdf, object_offset(pdf, trailer.xref, trailer.root.number));
  if (catalog.find("/ViewerPreferences") != std::string::npos) unreadable("the catalog has viewer preferences already");
  catalog.insert(catalog.size() - 2, preferences_entry(preferences) + "\n");
  return std::to_string(trailer.root.number) + " " + std::to_string(trailer.root.generation) + " obj\n" + catalog + "\nendobj\n";
}

// The xref section for the new catalog and a trailer chained to the last one by /Prev.
std::string xref_and_trailer(const Trailer& last, std::size_t catalog_offset, std::size_t xref_offset) {
  std::string text = "xref\n" + std::to_string(last.root.number) + " 1\n" + xref_entry(catalog_offset, last.root.generation);
  text += "trailer\n<< /Size " + std::to_string(last.size) + " /Root " + last.root.text();
  if (last.info) text += " /Info " + last.info->text();
  if (!last.id.empty()) text += " /ID " + last.id;
  return text + " /Prev " + std::to_string(last.xref) + " >>\nstartxref\n" + std::to_string(xref_offset) + "\n%%EOF\n";
}
}  // namespace

// Appended to the bytes it was given, not to a copy: a large board's map is megabytes.
std::string with_viewer_preferences(std::string pdf, ViewerPreferences preferences) {
  const Trailer last = last_trailer(pdf);
  const std::string catalog = new_catalog(pdf, last, preferences);
  if (pdf.back() != '\n') pdf += '\n';
  const std::size_t catalog_offset = pdf.size();
  pdf += catalog;
  const std::size_t xref_offset = pdf.size();
  pdf += xref_and_trailer(last, catalog_offset, xref_offset);
  return pdf;
}

void add_viewer_preferences(const std::filesystem::path& path, ViewerPreferences preferences) {
  std::string pdf;
  {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    if (!in) unreadable("cannot read " + path.string());
    pdf = bytes.str();
  }
  const std::string updated = with_viewer_preferences(std::move(pdf), preferences);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(updated.data(), static_cast<std::streamsize>(updated.size()));
  if (!out) unreadable("cannot write " + path.string());
}

}  // namespace muster::render
