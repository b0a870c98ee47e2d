/**
* | output |
* | --- |
* | "Changes to live listings ({count})" |
*
* @param {Approvals_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_changes: ((inputs: Approvals_ChangesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_ChangesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_ChangesInputs = {
    count: NonNullable<unknown>;
};
