#include "spec/yaml_document.hpp"

#include <algorithm>
#include <istream>
#include <optional>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include "core/diagnostic.hpp"
#include "spec/yaml_leash.hpp"

namespace muster::spec {

namespace {

using Value = std::shared_ptr<YamlValue>;

std::string kib(std::size_t bytes) { return std::to_string(bytes / 1024) + " KiB"; }

// Builds the values from yaml-cpp's events as its own NodeBuilder would (an alias shares the
// value it repeats; each value keeps the place of its first character), counting them as it goes.
class DocumentBuilder : public YAML::EventHandler {
 public:
  DocumentBuilder(const std::string& file, YamlLeash& leash) : file_(file), leash_(leash) {}

  std::shared_ptr<const YamlValue> root() const { return root_ ? root_ : std::make_shared<const YamlValue>(); }
  // The error to give for a text the leash cut short.
  InputError cut_short() const {
    const std::string most = kib(most_unfinished_bytes);
    const std::string look = "for a '[', '{' or quote that is never closed, or a value longer than any scenario, orbat or record holds";
    if (!last_value_) return InputError({file_, 1, 1}, "more than " + most + " of YAML opens this file before any value in it is whole", "look " + look);
    return InputError(*last_value_, "more than " + most + " of YAML follows this value before another is whole", "look after it " + look);
  }

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnAnchor(const YAML::Mark&, const std::string& name) override { anchor_name_ = name; }
  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { add(made(YamlValue::Kind::null, mark), mark, anchor); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string& text) override {
    Value value = made(YamlValue::Kind::scalar, mark);
    value->text = text;
    add(std::move(value), mark, anchor);
  }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override {
    open(made(YamlValue::Kind::sequence, mark), mark, anchor);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, YAML::EmitterStyle::value) override {
    open(made(YamlValue::Kind::map, mark), mark, anchor);
  }
  void OnMapEnd() override { close(); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t id) override;

 private:
  struct Anchor {
    std::shared_ptr<const YamlValue> value;
    std::string name;
    std::size_t values_before = 0;  // counted before its value
    std::size_t values = 0;         // in its value, once it is whole
    bool whole = false;
  };
  struct Open {
    Value value;
    YAML::anchor_t anchor;
  };

  SourceLocation where(const YAML::Mark& mark) const { return {file_, mark.line + 1, mark.column + 1}; }
  static Value made(YamlValue::Kind kind, const YAML::Mark& mark) {
    auto value = std::make_shared<YamlValue>();
    value->kind = kind;
    value->line = mark.line + 1;
    value->column = mark.column + 1;
    return value;
  }
  // What the parser makes of a text the leash cut short is not the file's.
  void stop_if_cut_short() const {
    if (leash_.cut_short()) throw cut_short();
  }
  // Each value read is counted, and the leash told how far the parser has got.
  void count(const YAML::Mark& mark, std::size_t values) {
    values_ += values;
    leash_.value_at(static_cast<std::size_t>(std::max(mark.pos, 0)));
    last_value_ = where(mark);
  }
  void count_one(const YAML::Mark& mark) {
    stop_if_cut_short();
    if (values_ + 1 > most_values)
      throw InputError(where(mark), "this file holds more than " + std::to_string(most_values) + " values",
                       "muster stopped counting at this one: a scenario, orbat or record holds far fewer; look for a list that runs on");
    count(mark, 1);
  }
  void attach(std::shared_ptr<const YamlValue> value) {
    if (!open_.empty()) open_.back().value->children.push_back(std::move(value));
    else if (!root_) root_ = std::move(value);
  }
  void name_anchor(YAML::anchor_t id, const std::shared_ptr<const YamlValue>& value) {
    if (id == YAML::NullAnchor) return;
    if (anchors_.size() <= id) anchors_.resize(id + 1);
    anchors_[id] = {value, anchor_name_, values_ - 1, 1, false};
  }
  void add(Value value, const YAML::Mark& mark, YAML::anchor_t anchor) {
    count_one(mark);
    name_anchor(anchor, value);
    if (anchor != YAML::NullAnchor) anchors_[anchor].whole = true;
    attach(std::move(value));
  }
  void open(Value value, const YAML::Mark& mark, YAML::anchor_t anchor) {
    count_one(mark);
    name_anchor(anchor, value);
    attach(value);
    open_.push_back({std::move(value), anchor});
  }
  void close() {
    const YAML::anchor_t anchor = open_.back().anchor;
    open_.pop_back();
    if (anchor == YAML::NullAnchor) return;
    anchors_[anchor].values = values_ - anchors_[anchor].values_before;
    anchors_[anchor].whole = true;
  }

  const std::string& file_;
  YamlLeash& leash_;
  std::shared_ptr<const YamlValue> root_;
  std::vector<Open> open_;
  std::vector<Anchor> anchors_;  // by yaml-cpp's number for each, from 1
  std::string anchor_name_;      // of the anchor the next value takes
  std::size_t values_ = 0;
  std::optional<SourceLocation> last_value_;
};

void DocumentBuilder::OnAlias(const YAML::Mark& mark, YAML::anchor_t id) {
  // yaml-cpp refuses an alias of no anchor before it is read.
  stop_if_cut_short();
  const Anchor& anchor = anchors_.at(id);
  const std::string alias = "'*" + anchor.name + "'";
  if (!anchor.whole)
    throw InputError(where(mark), alias + " repeats the " + (anchor.value->kind == YamlValue::Kind::map ? "mapping" : "list") + " it is in, which would never end",
                     "an alias repeats a value finished before it: write this one out");
  if (values_ + anchor.values > most_values)
    throw InputError(where(mark),
                     "this file holds more than " + std::to_string(most_values) + " values with the " + std::to_string(anchor.values) + " that " + alias + " repeats",
                     "an alias repeats all that its anchor '&" + anchor.name + "' holds, so aliases of aliases multiply: write out what you need instead");
  count(mark, anchor.values);
  attach(anchor.value);
}

}  // namespace

std::shared_ptr<const YamlValue> read_yaml_document(const std::string& text, const std::string& file) {
  YamlLeash leash(text);
  std::istream input(&leash);
  DocumentBuilder builder(file, leash);
  try {
    YAML::Parser parser(input);
    parser.HandleNextDocument(builder);
  } catch (const YAML::Exception&) {
    if (leash.cut_short()) throw builder.cut_short();
    throw;
  }
  if (leash.cut_short()) throw builder.cut_short();
  return builder.root();
}

}  // namespace muster::spec
