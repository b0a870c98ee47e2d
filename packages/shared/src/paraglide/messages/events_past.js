/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_PastInputs */

const en_events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Past (${i?.count})`)
};

const sw_events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yaliyopita (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Past ({count})" |
*
* @param {Events_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_past = /** @type {((inputs: Events_PastInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_PastInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_past(inputs)
	return en_events_past(inputs)
});