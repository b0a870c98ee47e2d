/**
* | output |
* | --- |
* | "You can ask again from your profile once what is missing is ready." |
*
* @param {Notify_Upgrade_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_refused_text: ((inputs?: Notify_Upgrade_Refused_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Upgrade_Refused_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Upgrade_Refused_TextInputs = {};
