/**
* | output |
* | --- |
* | "Guests now see the new version." |
*
* @param {Notify_Changes_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_approved_body: ((inputs?: Notify_Changes_Approved_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Changes_Approved_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Changes_Approved_BodyInputs = {};
