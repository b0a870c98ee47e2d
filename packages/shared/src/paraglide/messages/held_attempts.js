/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Held_AttemptsInputs */

const en_held_attempts = /** @type {(inputs: Held_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 attempt`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} attempts`);
	return /** @type {LocalizedString} */ ("held_attempts");
};

const sw_held_attempts = /** @type {(inputs: Held_AttemptsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`jaribio 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`majaribio ${i?.count}`);
	return /** @type {LocalizedString} */ ("held_attempts");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 attempt" |
* | "other" | "{count} attempts" |
*
* @param {Held_AttemptsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const held_attempts = /** @type {((inputs: Held_AttemptsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Held_AttemptsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_held_attempts(inputs)
	return en_held_attempts(inputs)
});