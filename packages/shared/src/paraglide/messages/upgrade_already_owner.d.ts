/**
* | output |
* | --- |
* | "Your account can already list spaces." |
*
* @param {Upgrade_Already_OwnerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_already_owner: ((inputs?: Upgrade_Already_OwnerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_Already_OwnerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_Already_OwnerInputs = {};
