/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_IntroInputs */

const en_meetings_intro = /** @type {(inputs: Meetings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host or join a meeting room with chat and video, from your phone or your desk.`)
};

const sw_meetings_intro = /** @type {(inputs: Meetings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzisha au jiunge na chumba cha mkutano chenye gumzo na video, kutoka kwenye simu yako au meza yako.`)
};

/**
* | output |
* | --- |
* | "Host or join a meeting room with chat and video, from your phone or your desk." |
*
* @param {Meetings_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meetings_intro = /** @type {((inputs?: Meetings_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meetings_intro(inputs)
	return en_meetings_intro(inputs)
});