/**
* | output |
* | --- |
* | "An owner upgrade request waits for your decision." |
*
* @param {Notify_Upgrade_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_body: ((inputs?: Notify_Upgrade_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Upgrade_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Upgrade_BodyInputs = {};
