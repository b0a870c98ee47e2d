/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payout_Admin_RetriedInputs */

const en_payout_admin_retried = /** @type {(inputs: Payout_Admin_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to M-Pesa again.`)
};

const sw_payout_admin_retried = /** @type {(inputs: Payout_Admin_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imetumwa kwa M-Pesa tena.`)
};

/**
* | output |
* | --- |
* | "Sent to M-Pesa again." |
*
* @param {Payout_Admin_RetriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_retried = /** @type {((inputs?: Payout_Admin_RetriedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payout_Admin_RetriedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_payout_admin_retried(inputs)
	return en_payout_admin_retried(inputs)
});