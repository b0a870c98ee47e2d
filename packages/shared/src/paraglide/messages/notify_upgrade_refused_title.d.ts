/**
* | output |
* | --- |
* | "Your request to become a host was not approved" |
*
* @param {Notify_Upgrade_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_refused_title: ((inputs?: Notify_Upgrade_Refused_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Upgrade_Refused_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Upgrade_Refused_TitleInputs = {};
