/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_IntroInputs */

const en_events_intro = /** @type {(inputs: Events_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops, meetups, masterclasses and conferences across Kenya, hosted in spaces you can book.`)
};

const sw_events_intro = /** @type {(inputs: Events_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warsha, mikutano, madarasa ya ustadi na makongamano kote Kenya, katika maeneo unayoweza kuweka nafasi.`)
};

/**
* | output |
* | --- |
* | "Workshops, meetups, masterclasses and conferences across Kenya, hosted in spaces you can book." |
*
* @param {Events_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_intro = /** @type {((inputs?: Events_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_intro(inputs)
	return en_events_intro(inputs)
});