/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Toast_Calendar_ClashesInputs */

const en_toast_calendar_clashes = /** @type {(inputs: Toast_Calendar_ClashesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 of your bookings here is busy there too.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} of your bookings here are busy there too.`);
	return /** @type {LocalizedString} */ ("toast_calendar_clashes");
};

const sw_toast_calendar_clashes = /** @type {(inputs: Toast_Calendar_ClashesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("sw", i?.count, {});return /** @type {LocalizedString} */ (`Uhifadhi ${i?.count} wako hapa pia una shughuli huko.`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 of your bookings here is busy there too." |
* | "other" | "{count} of your bookings here are busy there too." |
*
* @param {Toast_Calendar_ClashesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_calendar_clashes = /** @type {((inputs: Toast_Calendar_ClashesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Calendar_ClashesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_calendar_clashes(inputs)
	return en_toast_calendar_clashes(inputs)
});