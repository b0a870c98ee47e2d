/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_ChangesInputs */

const en_approvals_no_changes = /** @type {(inputs: Approvals_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes waiting`)
};

const sw_approvals_no_changes = /** @type {(inputs: Approvals_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mabadiliko yanayosubiri`)
};

/**
* | output |
* | --- |
* | "No changes waiting" |
*
* @param {Approvals_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_changes = /** @type {((inputs?: Approvals_No_ChangesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_ChangesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_changes(inputs)
	return en_approvals_no_changes(inputs)
});