/**
* | output |
* | --- |
* | "Upgrade to owner" |
*
* @param {Upgrade_AskInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_ask: ((inputs?: Upgrade_AskInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_AskInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_AskInputs = {};
