/**
* | output |
* | --- |
* | "{who} asks to become an owner" |
*
* @param {Notify_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_title: ((inputs: Notify_Upgrade_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Upgrade_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Upgrade_TitleInputs = {
    who: NonNullable<unknown>;
};
