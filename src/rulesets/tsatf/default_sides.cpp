#include "rulesets/tsatf/default_sides.hpp"

namespace muster::tsatf {

namespace {

SideIdentity side(std::string key, std::string name, std::string colour, Edge baseline) {
  return SideIdentity{std::move(key), std::move(name), std::move(colour), baseline};
}

}  // namespace

std::array<SideIdentity, 2> default_sides(Campaign campaign) {
  switch (campaign) {
    case Campaign::indian_mutiny:
      return {side("British", "British and loyal Indian troops", "#b22222", Edge::south), side("Mutineers", "Bengal mutineers", "#2e6b30", Edge::north)};
    case Campaign::boxer_rebellion:
      return {side("Westerners", "The Western powers", "#1f3a93", Edge::south), side("Boxers", "Boxers and Imperial Chinese", "#b8860b", Edge::north)};
    case Campaign::sudan_1885:
      return {side("British", "The Desert Column", "#b22222", Edge::south), side("Dervishes", "The Mahdi's army", "#1f3a93", Edge::north)};
    case Campaign::free:
      break;
  }
  return {side("Imperial", "The imperial force", "#b22222", Edge::south), side("Native", "The native force", "#2e6b30", Edge::north)};
}

}  // namespace muster::tsatf
