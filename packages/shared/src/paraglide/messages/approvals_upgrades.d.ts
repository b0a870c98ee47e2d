/**
* | output |
* | --- |
* | "Owner upgrade requests ({count})" |
*
* @param {Approvals_UpgradesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_upgrades: ((inputs: Approvals_UpgradesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_UpgradesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_UpgradesInputs = {
    count: NonNullable<unknown>;
};
