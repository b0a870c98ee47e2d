/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Open_EarningsInputs */

const en_notify_open_earnings = /** @type {(inputs: Notify_Open_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your earnings`)
};

const sw_notify_open_earnings = /** @type {(inputs: Notify_Open_EarningsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua mapato yako`)
};

/**
* | output |
* | --- |
* | "Open your earnings" |
*
* @param {Notify_Open_EarningsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_earnings = /** @type {((inputs?: Notify_Open_EarningsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Open_EarningsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_open_earnings(inputs)
	return en_notify_open_earnings(inputs)
});