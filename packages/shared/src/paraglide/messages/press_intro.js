/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_IntroInputs */

const en_press_intro = /** @type {(inputs: Press_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories, announcements and resources for journalists writing about work, events and creative spaces in Kenya.`)
};

const sw_press_intro = /** @type {(inputs: Press_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habari, matangazo na rasilimali kwa wanahabari wanaoandika kuhusu kazi, matukio na maeneo ya ubunifu nchini Kenya.`)
};

/**
* | output |
* | --- |
* | "Stories, announcements and resources for journalists writing about work, events and creative spaces in Kenya." |
*
* @param {Press_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_intro = /** @type {((inputs?: Press_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_intro(inputs)
	return en_press_intro(inputs)
});