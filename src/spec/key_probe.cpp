#include "spec/key_probe.hpp"

namespace muster::spec {

namespace {
thread_local KeyProbe* current_probe = nullptr;
}

KeyProbe* listening_probe() { return current_probe; }

ProbeListening::ProbeListening(KeyProbe& probe) : previous_(current_probe) { current_probe = &probe; }
ProbeListening::~ProbeListening() { current_probe = previous_; }

void report_value(const Node& value, const ValueFact& fact) {
  if (current_probe) current_probe->value_read(value, fact);
}

void report_other_form(const Node& value, const ValueFact& fact) {
  if (current_probe) current_probe->other_form_read(value, fact);
}

void report_key(const Node& mapping, const std::string& key) {
  if (current_probe) current_probe->key_taken(mapping, key);
}

}  // namespace muster::spec
