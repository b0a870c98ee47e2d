/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_IntroInputs */

const en_status_intro = /** @type {(inputs: Status_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live health of the Nafasi website, API and database, and the history of recent incidents.`)
};

const sw_status_intro = /** @type {(inputs: Status_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya sasa ya tovuti ya Nafasi, API na hifadhidata, na historia ya matukio ya karibuni.`)
};

/**
* | output |
* | --- |
* | "Live health of the Nafasi website, API and database, and the history of recent incidents." |
*
* @param {Status_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_intro = /** @type {((inputs?: Status_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_intro(inputs)
	return en_status_intro(inputs)
});