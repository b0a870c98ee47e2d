/**
* | output |
* | --- |
* | "No upgrade requests" |
*
* @param {Approvals_No_UpgradesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_upgrades: ((inputs?: Approvals_No_UpgradesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_No_UpgradesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_No_UpgradesInputs = {};
