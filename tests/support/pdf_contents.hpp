#pragma once
// The content streams of a PDF's pages, read from qpdf's uncompressed QDF form:
// what a test counts drawing operators in.

#include <regex>
#include <string>
#include <vector>

namespace muster::testing {

// Each page's content stream, in page order, from the output of
// `qpdf --qdf --object-streams=disable FILE -`.
inline std::vector<std::string> page_contents(const std::string& qdf) {
  static const std::regex page_mark("%% Contents for page [0-9]+");
  std::vector<std::string> pages;
  std::sregex_token_iterator part(qdf.begin(), qdf.end(), page_mark, -1), end;
  if (part == end) return pages;
  for (++part; part != end; ++part) {  // what comes before the first mark is no page's
    const std::string text = *part;
    pages.push_back(text.substr(0, text.find("endstream")));
  }
  return pages;
}

}  // namespace muster::testing
