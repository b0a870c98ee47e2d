/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_BuyInputs */

const en_events_buy = /** @type {(inputs: Events_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy Ticket`)
};

const sw_events_buy = /** @type {(inputs: Events_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunua Tiketi`)
};

/**
* | output |
* | --- |
* | "Buy Ticket" |
*
* @param {Events_BuyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_buy = /** @type {((inputs?: Events_BuyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_BuyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_buy(inputs)
	return en_events_buy(inputs)
});