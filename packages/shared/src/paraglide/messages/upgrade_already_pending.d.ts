/**
* | output |
* | --- |
* | "You have already asked to become an owner; an admin will answer soon." |
*
* @param {Upgrade_Already_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_already_pending: ((inputs?: Upgrade_Already_PendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_Already_PendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_Already_PendingInputs = {};
