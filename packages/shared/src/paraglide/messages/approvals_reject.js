/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_RejectInputs */

const en_approvals_reject = /** @type {(inputs: Approvals_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const sw_approvals_reject = /** @type {(inputs: Approvals_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kataa`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Approvals_RejectInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_reject = /** @type {((inputs?: Approvals_RejectInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_RejectInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_reject(inputs)
	return en_approvals_reject(inputs)
});