#pragma once
// Lets the readers describe themselves. While a KeyProbe is listening, every
// MapReader and single-value reader reports what it reads and how: the key,
// the kind of value, its bounds, its choices and its default. The schema and
// the starter scenario are written from these reports (app/key_explorer), so
// they say what the readers do and cannot drift from them.

#include <optional>
#include <string>
#include <vector>

#include "spec/yaml_node.hpp"

namespace muster::spec {

enum class ValueKind { integer, range, text, choice, flag, length, colour, square, clock_time, seed, number };

struct ValueFact {
  ValueKind kind = ValueKind::text;
  long long low = 0, high = 0;        // integer, range; length in tenths of a millimetre; number in hundredths
  std::vector<std::string> allowed;  // choice
  std::size_t max_length = 0;        // text
};

class KeyProbe {
 public:
  virtual ~KeyProbe() = default;
  virtual void mapping_read(const Node& mapping) = 0;
  virtual void key_taken(const Node& mapping, const std::string& key) = 0;
  virtual void value_read(const Node& value, const ValueFact& fact) = 0;
  // A second form the reader takes in the same place, beside the one value_read tells ('none' for a number).
  virtual void other_form_read(const Node& value, const ValueFact& fact) = 0;
  // What a typed MapReader call accepts under `key`, said whether or not the file gives the key.
  virtual void key_fact(const Node& mapping, const std::string& key, const ValueFact& fact) = 0;
  virtual void default_given(const Node& mapping, const std::string& key, const std::string& fallback) = 0;
  // The probe stands in for the files a scenario names (orbats), so that their keys are found too.
  virtual std::optional<Node> file_named(const std::string& path) = 0;
};

// The probe listening on this thread, if any; readers call it through the helpers below.
KeyProbe* listening_probe();
// Listens for as long as it lives.
class ProbeListening {
 public:
  explicit ProbeListening(KeyProbe& probe);
  ~ProbeListening();
  ProbeListening(const ProbeListening&) = delete;
  ProbeListening& operator=(const ProbeListening&) = delete;

 private:
  KeyProbe* previous_;
};

void report_value(const Node& value, const ValueFact& fact);
void report_other_form(const Node& value, const ValueFact& fact);
// For a reader that looks whether a key is there before it takes it: without this the
// key explorer, which writes only keys it has seen taken, would never write it.
void report_key(const Node& mapping, const std::string& key);

}  // namespace muster::spec
