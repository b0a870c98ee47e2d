/**
* | output |
* | --- |
* | "{who} ({email}) asked to list spaces on Nafasi. Approve or refuse the request under Approvals." |
*
* @param {Notify_Upgrade_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_text: ((inputs: Notify_Upgrade_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Upgrade_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Upgrade_TextInputs = {
    who: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
