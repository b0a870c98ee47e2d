/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Approvals_ChangesInputs */

const en_approvals_changes = /** @type {(inputs: Approvals_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes to live listings (${i?.count})`)
};

const sw_approvals_changes = /** @type {(inputs: Approvals_ChangesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mabadiliko ya matangazo yanayopatikana (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Changes to live listings ({count})" |
*
* @param {Approvals_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_changes = /** @type {((inputs: Approvals_ChangesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_ChangesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_changes(inputs)
	return en_approvals_changes(inputs)
});